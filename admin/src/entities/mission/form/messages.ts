// Catalogue entries of this screen (English; the spec's wording, "can equal" as it is shown).
export const formMessages = {
  form_title: 'Mission',
  form_target_is_source: '%{name} can equal Source Location',
  form_completed: 'This mission is completed and can no longer be changed.',
  form_operator_elsewhere: '%{name} (no access to these sites)',
  // the server's refusal (server/entities/mission/save.ts), said as soon as it would be made
  form_ship_past: 'Ship date cannot be before today',
  form_operator_no_access: 'Operator has no access to the site of the Source or Target Location',
};
