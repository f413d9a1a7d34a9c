// Catalogue entries of the location screens, in English (the spec's wording) and Spanish.
export const messages = {
  en: {
    menu: { locations: 'Locations' },
    resources: { locations: { columns: { location: 'Location', isActive: 'Active' } } },
  },
  es: {
    menu: { locations: 'Ubicaciones' },
    resources: { locations: { columns: { location: 'Ubicación', isActive: 'Activa' } } },
  },
};
