// The board's catalogue entries (messages.ts) in Spanish, key for key.
export const boardMessagesEs = {
  board_priority_help: 'Seleccione una fila para cambiar la prioridad',
  board_priority_sort: 'Ordene por prioridad para cambiarla',
  board_priority_failed: 'No se pudo cambiar la prioridad de la misión',
  board_move_up: 'Subir',
  board_move_down: 'Bajar',
  board_drag: 'Arrastre para cambiar la prioridad',
  board_dispatch: 'Despachar',
  board_undo: 'Deshacer',
  board_view: 'Ver',
  board_no_operator: 'Sin operador',
  board_override_title: 'Reparación abierta',
  board_deactivate: 'Desactivar',
  board_deactivate_title: 'Desactivar en nombre del conductor',
  board_deactivate_question:
    '%{name} está trabajando esta misión. ¿Desactivarla en su nombre? Podrá tomar otra misión, y un conductor podrá volver a activar esta.',
  board_the_driver: 'El conductor',
  board_temperature: '%{t} °F',
};
