// Catalogue entries of this screen (English; the spec's wording where it has one).
export const boardMessages = {
  board_priority_help: 'Select row to change Priority',
  board_priority_sort: 'Sort by Priority to change it',
  board_priority_failed: 'Failed to change Mission Priority',
  board_move_up: 'Move Up',
  board_move_down: 'Move Down',
  board_drag: 'Drag to change Priority',
  board_dispatch: 'Dispatch',
  board_undo: 'Undo',
  board_view: 'View',
  board_no_operator: 'No Operator',
  board_override_title: 'Open Repair',
  // De-activate on a driver's behalf (issue 29 §2)
  board_deactivate: 'De-activate',
  board_deactivate_title: 'De-activate for the Driver',
  board_deactivate_question:
    '%{name} is working this Mission. De-activate it on their behalf? They can then take another Mission, and a driver can activate this one again.',
  board_the_driver: 'The driver',
  board_temperature: '%{t} °F',
};
