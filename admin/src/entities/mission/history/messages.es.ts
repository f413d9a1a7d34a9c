// The mission history's catalogue entries (messages.ts) in Spanish, key for key.
export const historyMessagesEs = {
  history_title: 'Historial de misiones',
  history_stages: 'Historial de etapas',
  history_stage: 'Etapa',
  history_date: 'Fecha',
  history_user: 'Usuario',
  history_notes: 'Notas',
  history_no_stages: 'Sin historial de etapas',
};
