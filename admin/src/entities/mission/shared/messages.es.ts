// The catalogue entries shared by the mission screens (messages.ts) in Spanish, key for key.
export const sharedMessagesEs = {
  mismatch_title: 'Discrepancia en la etapa de la misión',
  mismatch_line1: 'Otro usuario actualizó la misión.',
  mismatch_line2: 'Actualice e inténtelo de nuevo.',
  note_edit: 'Editar notas',
  note_title: 'Notas de la misión %{id}',
  note_label: 'Notas',
  note_saved: 'Nota de la misión actualizada correctamente',
  note_failed: 'No se pudo actualizar la nota de la misión. Consulte los registros',
};
