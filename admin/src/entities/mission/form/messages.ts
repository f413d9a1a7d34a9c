// Catalogue entries of this screen (English; the spec's wording, "can equal" as it is shown).
export const formMessages = {
  form_title: 'Mission',
  form_target_is_source: '%{name} can equal Source Location',
  form_completed: 'This mission is completed and can no longer be changed.',
  form_operator_elsewhere: '%{name} (no access to these sites)',
  // the server's refusal (server/entities/mission/save.ts), said as soon as it would be made
  form_ship_past: 'Ship date cannot be before today',
  form_operator_no_access: 'Operator has no access to the site of the Source or Target Location',
  // a mission a driver is working (the server's 409 mission_active, server/entities/mission/save.ts)
  form_locked:
    'A driver is working this mission: its Asset, Source Location, Target Location and Operator cannot change until it is de-activated: De-activate it from the board first (the driver’s name is on its row).',
  form_locked_field: 'Locked while a driver works this mission',
  form_asset_in_use_title: 'Asset on another Mission',
  form_save_anyway: 'Save anyway',
};
