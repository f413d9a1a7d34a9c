// Catalogue entries shared by the mission screens (English; wording as the spec shows it).
export const sharedMessages = {
  mismatch_title: 'Mission Stage Mismatch',
  mismatch_line1: 'Mission was updated by another User.',
  mismatch_line2: 'Please Refresh and try again.',
  // the text edit dialog of a mission's notes (operations §2, §8)
  note_edit: 'Edit Notes',
  note_title: 'Mission %{id} Notes',
  note_label: 'Notes',
  note_saved: 'Mission note updated successfully',
  note_failed: 'Mission note update failed, Please see logs',
};
