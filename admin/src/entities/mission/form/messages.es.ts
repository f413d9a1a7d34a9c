// The mission form's catalogue entries (messages.ts) in Spanish, key for key.
export const formMessagesEs = {
  form_title: 'Misión',
  form_target_is_source: '%{name} puede ser igual a la ubicación de origen',
  form_completed: 'Esta misión está completada y ya no se puede cambiar.',
  form_operator_elsewhere: '%{name} (sin acceso a estos sitios)',
  form_ship_past: 'La fecha de envío no puede ser anterior a hoy',
  form_operator_no_access: 'El operador no tiene acceso al sitio de la ubicación de origen ni al de la de destino',
  form_locked:
    'Un conductor está trabajando esta misión: su activo, ubicación de origen, ubicación de destino y operador no pueden cambiar hasta que se desactive: desactívela primero desde el tablero de misiones (el nombre del conductor está en su fila).',
  form_locked_field: 'Bloqueado mientras un conductor trabaja esta misión',
  form_asset_in_use_title: 'Activo en otra misión',
  form_save_anyway: 'Guardar de todos modos',
};
