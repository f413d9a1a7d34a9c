// The locations a user may choose (a mission's Source and Target, a payload's Location, where a
// completing driver parked): the active locations of the sites the user reaches — the locations
// the server lets him read — each named 'Site / Location' when he reaches more than one site, since
// several sites have a 'Door 01', and sorted so, a site's locations together. An inactive location
// shows only as the current value, disabled. Every location choice of the app reads this one list.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { Choice } from './ChoiceSelect';
import { activeChoices, ALL_ROWS } from './choices';

/** A location as a user of several sites reads it: 'Site / Location' (the site unknown: the location alone). */
const withSite = (site: string | undefined, location: unknown) => (site ? `${site} / ${location}` : String(location));

/** The locations the user reads (every one, by name): one query, shared by whoever asks. */
export const useLocations = ({ enabled = true } = {}) =>
  useGetList('locations', { pagination: ALL_ROWS, sort: { field: 'location', order: 'ASC' }, filter: {} }, { enabled }).data;

/** `enabled: false` reads nothing (yet): a screen that reads them ahead of a dialog that needs them. */
export function useLocationChoices(current?: unknown, { enabled = true } = {}): Choice[] | undefined {
  const locations = useLocations({ enabled });
  const { data: sites } = useGetList('sites', { pagination: ALL_ROWS, sort: { field: 'siteName', order: 'ASC' }, filter: {} }, { enabled });
  return useMemo(() => {
    if (!locations || !sites) return undefined;
    const siteName = new Map(sites.map((s) => [s.id, s.siteName as string]));
    const reached = locations.filter((l) => siteName.has(l.siteId) || l.id === current);
    const named = sites.length > 1;
    const name = (l: (typeof locations)[number]) => withSite(named ? siteName.get(l.siteId) : undefined, l.location);
    return activeChoices(reached, name, current).sort((a, b) => a.name.localeCompare(b.name));
  }, [locations, sites, current]);
}
