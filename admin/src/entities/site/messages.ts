// Catalogue entries of the site screens, in English (the spec's wording) and Spanish.
export const messages = {
  en: { menu: { sites: 'Sites' } },
  es: { menu: { sites: 'Sitios' } },
};
