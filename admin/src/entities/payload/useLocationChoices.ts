// Where an asset's payload is (operations §4, §5, §6): the active locations of the sites the user
// reaches — the locations the server lets him read — each named with its site, since several
// sites have a 'Door 01'; an inactive location shows only as the current value, disabled. The
// Park Location of a completing mission and the payload manager's Location offer the same.
import { useGetList } from 'react-admin';
import type { Choice } from '../../engine/inputs/ChoiceSelect';
import { activeChoices, ALL_ROWS } from '../../engine/inputs/choices';

export function useLocationChoices(current?: unknown): Choice[] | undefined {
  const { data: locations } = useGetList('locations', { pagination: ALL_ROWS, sort: { field: 'location', order: 'ASC' }, filter: {} });
  const { data: sites } = useGetList('sites', { pagination: ALL_ROWS, sort: { field: 'siteName', order: 'ASC' }, filter: {} });
  if (!locations || !sites) return undefined;
  const siteName = new Map(sites.map((s) => [s.id, s.siteName as string]));
  const reached = locations.filter((l) => siteName.has(l.siteId) || l.id === current);
  const name = (l: (typeof locations)[number]) =>
    siteName.has(l.siteId) ? `${l.location} (${siteName.get(l.siteId)})` : String(l.location);
  return activeChoices(reached, name, current).sort((a, b) => a.name.localeCompare(b.name));
}
