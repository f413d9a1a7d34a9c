// The repairs icon's colour (operations §2, §9): by the defect severity lookup's sort position —
// above 2 red, above 1 amber, else green — and grey when the asset has no severity.
export type SeverityColour = 'error' | 'warning' | 'success' | 'disabled';

export function severityColour(severity: { sort?: number | null } | undefined | null): SeverityColour {
  if (!severity) return 'disabled';
  const sort = severity.sort ?? 0;
  if (sort > 2) return 'error';
  if (sort > 1) return 'warning';
  return 'success';
}
