// The catalogue entries shared by the mission screens (messages.ts) in Spanish, key for key.
export const sharedMessagesEs = {
  mismatch_title: 'Discrepancia en la etapa de la misión',
  mismatch_line1: 'Otro usuario actualizó la misión.',
  mismatch_line2: 'Actualice e inténtelo de nuevo.',
};
