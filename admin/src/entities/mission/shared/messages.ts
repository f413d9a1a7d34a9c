// Catalogue entries shared by the mission screens (English; wording as the spec shows it).
export const sharedMessages = {
  mismatch_title: 'Mission Stage Mismatch',
  mismatch_line1: 'Mission was updated by another User.',
  mismatch_line2: 'Please Refresh and try again.',
};
