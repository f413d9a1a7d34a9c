// Catalogue entries of the lookup screens, in English (the spec's wording) and Spanish.
export const messages = {
  en: {
    menu: { lookups: 'Lookups' },
    lookup_groups: { add_group: 'Add Group', add_lookup: 'Add Lookup' },
    resources: { lookups: { columns: { isActive: 'Active' } } },
  },
  es: {
    menu: { lookups: 'Listas de valores' },
    lookup_groups: { add_group: 'Añadir grupo', add_lookup: 'Añadir valor' },
    resources: { lookups: { columns: { isActive: 'Activo' } } },
  },
};
