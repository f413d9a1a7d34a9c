// A mission's Source or Target Location on the board. Over All Sites several sites may each have
// a 'Door 01', so there each names its site too: the location first, which a dispatcher scans the
// board for, and its site on a line of its own beneath, in small type that never wraps (written
// 'Site / Location' in one run, a name wrapped to three lines in a column of 1400 px and made every
// row half as tall again). With one site chosen, or a user of one site, the location's name alone.
// The site names come from the board's site selector (the same query).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ALL } from '../../../../../schemas/enums';
import { ReferenceName } from '../../../engine/ReferenceName';
import { useSiteChoice } from '../../../engine/SiteSelector';

/** The site names to show beneath locations' (null: none, one site is shown). */
const SiteNames = createContext<Map<number, string> | null>(null);

export const SiteNamesProvider = ({ children }: { children: ReactNode }) => {
  const { sites, value } = useSiteChoice();
  const names = useMemo(
    () => (value === ALL && sites && sites.length > 1 ? new Map(sites.map((s) => [s.id as number, String(s.siteName)])) : null),
    [sites, value],
  );
  return <SiteNames.Provider value={names}>{children}</SiteNames.Provider>;
};

/** Wider than the site names a company gives (the cell's other line is the location's). */
const SITE_MAX_WIDTH = 180;

const LocationName = () => {
  const location = useRecordContext();
  const names = useContext(SiteNames);
  if (!location) return null;
  const site = names?.get(location.siteId as number);
  return (
    <>
      <span>{String(location.location)}</span>
      {site && (
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          title={site}
          data-testid="location-site"
          sx={{ display: 'block', maxWidth: SITE_MAX_WIDTH }}
        >
          {site}
        </Typography>
      )}
    </>
  );
};

/** `carried`: the mission's property carrying the location's name (x-name-of), shown until the location is read, or when it may not be. */
export const SiteLocation = ({ source, carried }: { source: string; carried?: string }) => (
  <ReferenceName source={source} reference="locations" carried={carried}>
    <LocationName />
  </ReferenceName>
);
