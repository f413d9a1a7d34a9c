// Catalogue entries of the user screens, in English (the spec's wording) and Spanish.
export const messages = {
  en: {
    menu: { users: 'Users' },
    user_manager: {
      account: 'Account Information',
      personal: 'Personal Information',
      site_access: 'Site Access',
      set_password: 'Set Password',
      change_password: 'Change Password',
      password_ready: 'The password is saved with the user.',
    },
    users_filter: { filter: 'Filter by %{label}', type: 'Type', status: 'Status', clear: 'Clear' },
    resources: { users: { columns: { priCompanyId: 'Company', type: 'Type', status: 'Status' } } },
  },
  es: {
    menu: { users: 'Usuarios' },
    user_manager: {
      account: 'Información de la cuenta',
      personal: 'Información personal',
      site_access: 'Acceso a sitios',
      set_password: 'Establecer contraseña',
      change_password: 'Cambiar contraseña',
      password_ready: 'La contraseña se guarda con el usuario.',
    },
    users_filter: { filter: 'Filtrar por %{label}', type: 'Tipo', status: 'Estado', clear: 'Borrar' },
    resources: { users: { columns: { priCompanyId: 'Empresa', type: 'Tipo', status: 'Estado' } } },
  },
};
