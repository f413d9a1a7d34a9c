// Catalogue entries of the lookup group screen, in English (the spec's wording) and Spanish.
export const messages = {
  en: { lookup_groups: { group_manager: 'Lookup Group Manager' } },
  es: { lookup_groups: { group_manager: 'Gestión de grupos de listas' } },
};
