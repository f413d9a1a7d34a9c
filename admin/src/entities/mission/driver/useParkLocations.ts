// Where a driver may park an asset (operations §4, §6): the active locations of the sites he
// reaches — the locations the server lets him read — each named with its site, since several
// sites have a 'Door 01'.
import { useGetList } from 'react-admin';
import type { Choice } from '../../../engine/inputs/ChoiceSelect';
import { ALL_ROWS } from '../../../engine/inputs/choices';

export function useParkLocations(): Choice[] | undefined {
  const { data: locations } = useGetList('locations', { pagination: ALL_ROWS, sort: { field: 'location', order: 'ASC' }, filter: {} });
  const { data: sites } = useGetList('sites', { pagination: ALL_ROWS, sort: { field: 'siteName', order: 'ASC' }, filter: {} });
  if (!locations || !sites) return undefined;
  const siteName = new Map(sites.map((s) => [s.id, s.siteName as string]));
  return locations
    .filter((l) => l.isActive !== false && siteName.has(l.siteId))
    .map((l) => ({ id: l.id as number, name: `${l.location} (${siteName.get(l.siteId)})` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
