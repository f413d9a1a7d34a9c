import type { RaRecord } from 'react-admin';
import type { Choice } from './ChoiceSelect';

/**
 * Records as choices: inactive ones are left out unless one is the current value, which is then
 * shown disabled (maintenance §4, operations §5).
 */
export function activeChoices(records: RaRecord[] | undefined, nameOf: (r: RaRecord) => string, current: unknown): Choice[] {
  return (records ?? [])
    .filter((r) => r.isActive !== false || r.id === current)
    .map((r) => ({ id: r.id as number, name: nameOf(r), disabled: r.isActive === false }));
}

export const ALL_ROWS = { page: 1, perPage: 1000 };
