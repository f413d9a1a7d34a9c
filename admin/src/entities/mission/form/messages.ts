// Catalogue entries of this screen (English; the spec's wording).
export const formMessages = {};
