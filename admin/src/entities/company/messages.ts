// Catalogue entries of the company screens, in English (the spec's wording) and Spanish.
export const messages = {
  en: {
    menu: { companies: 'Companies' },
    company_manager: {
      security_policies: 'Security Policies',
      user_type: 'User Type',
      policy: 'Security Policy',
      add: 'Add',
      remove: 'Remove',
    },
    resources: { companies: { columns: { address1: 'Address' } } },
  },
  es: {
    menu: { companies: 'Empresas' },
    company_manager: {
      security_policies: 'Políticas de seguridad',
      user_type: 'Tipo de usuario',
      policy: 'Política de seguridad',
      add: 'Añadir',
      remove: 'Quitar',
    },
    resources: { companies: { columns: { address1: 'Dirección' } } },
  },
};
