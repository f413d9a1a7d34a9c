// Catalogue entries of the security policy screens, in English (the spec's wording) and Spanish.
export const messages = {
  en: { menu: { security_policies: 'Security Policies' }, security_policy: { manager: 'Security Policy Manager' } },
  es: { menu: { security_policies: 'Políticas de seguridad' }, security_policy: { manager: 'Gestión de políticas de seguridad' } },
};
