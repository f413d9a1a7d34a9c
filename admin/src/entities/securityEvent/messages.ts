// Catalogue entries of the security log, in English and Spanish.
export const messages = {
  en: { menu: { security_events: 'Security Log' } },
  es: { menu: { security_events: 'Registro de seguridad' } },
};
