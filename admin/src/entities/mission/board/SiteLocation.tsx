// A mission's Source or Target Location on the board. Over All Sites several sites may each have
// a 'Door 01', so there each is named 'Site / Location', as the mission form names its choices
// (engine/inputs/useLocationChoices.ts); with one site chosen, or a user of one site, the
// location's name alone. The site names come from the board's site selector (the same query).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ReferenceField, useRecordContext } from 'react-admin';
import { ALL } from '../../../../../schemas/enums';
import { withSite } from '../../../engine/inputs/useLocationChoices';
import { useSiteChoice } from '../../../engine/SiteSelector';

/** The site names to put before locations' (null: none, one site is shown). */
const SiteNames = createContext<Map<number, string> | null>(null);

export const SiteNamesProvider = ({ children }: { children: ReactNode }) => {
  const { sites, value } = useSiteChoice();
  const names = useMemo(
    () => (value === ALL && sites && sites.length > 1 ? new Map(sites.map((s) => [s.id as number, String(s.siteName)])) : null),
    [sites, value],
  );
  return <SiteNames.Provider value={names}>{children}</SiteNames.Provider>;
};

const LocationName = () => {
  const location = useRecordContext();
  const names = useContext(SiteNames);
  if (!location) return null;
  return <span>{withSite(names?.get(location.siteId as number), location.location)}</span>;
};

export const SiteLocation = ({ source }: { source: string }) => (
  <ReferenceField source={source} reference="locations" link={false} emptyText="">
    <LocationName />
  </ReferenceField>
);
