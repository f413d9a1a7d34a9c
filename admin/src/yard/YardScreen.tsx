// The yard view (issue 13 §2) at /dispatch/yard, /site/yard and /fleet/yard: a site chosen among
// the user's sites, its locations as tiles grouped by location type, each tile an asset standing
// there (useYard.ts keeps it current with the live stream) or an empty location.
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALL } from '../../../schemas/enums';
import { CompanySelector } from '../engine/CompanySelector';
import { LiveIndicator } from '../engine/live/LiveIndicator';
import { useArea } from '../engine/paths';
import { selectedSite, useSiteChoice } from '../engine/SiteSelector';
import { PageBanner } from '../ui/PageBanner';
import { PleaseWait } from '../ui/PleaseWait';
import { formatDwell } from './dwell';
import { useServerNow, useYard, type Yard } from './useYard';
import { AssetTile, EmptyTile } from './YardTile';

/**
 * The yard's site: the lists' choice (a store shared with them) when it is one site, else the
 * first of the user's sites — shown without writing it back, so the lists keep 'All Sites'.
 */
function useYardSite() {
  const { sites, value } = useSiteChoice();
  const siteId = sites && (value === ALL ? sites[0]?.id : value);
  return { sites, siteId: siteId as number | undefined };
}

const SitePicker = ({ sites, siteId }: ReturnType<typeof useYardSite>) => {
  const translate = useTranslate();
  if (!sites?.length || siteId === undefined) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('yard.site')}
      value={siteId}
      onChange={(event) => selectedSite.set(Number(event.target.value))}
      fullWidth={false}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { inputProps: { 'data-testid': 'yard-site' } } }}
    >
      {sites.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.siteName}
        </MenuItem>
      ))}
    </TextField>
  );
};

const Tiles = ({ yard, readAt }: { yard: Yard; readAt: number }) => {
  const translate = useTranslate();
  const area = useArea();
  const now = useServerNow(yard, readAt);
  const units = { d: translate('yard.units.d'), h: translate('yard.units.h'), m: translate('yard.units.m') };
  const { amberMinutes, redMinutes } = yard.thresholds;
  // once the site has had a yard check, a spot no check confirmed this shift is marked (issue 33)
  const unchecked = (l: Yard['groups'][number]['locations'][number]) => yard.checks.lastStart !== null && l.confirmedDate === null;
  const marked = yard.groups.some((g) => g.locations.some(unchecked));
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 1 }}>
        <LiveIndicator />
        <Typography variant="body2" color="text.secondary" data-testid="yard-legend">
          {translate('yard.legend', { amber: formatDwell(amberMinutes, units), red: formatDwell(redMinutes, units) })}
        </Typography>
        {marked && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="yard-unchecked-legend"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <ManageSearchIcon sx={{ fontSize: 16, color: 'warning.main' }} aria-hidden />
            {translate('yard.unchecked_legend', { mark: translate('yard.unchecked'), hours: yard.checks.shiftHours })}
          </Typography>
        )}
      </Box>
      {yard.truncated && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('yard.truncated')}
        </Alert>
      )}
      {yard.groups.map((g) => (
        <Box component="section" key={g.locationType} sx={{ mb: 2 }} aria-labelledby={`yard-group-${g.locationType}`}>
          <Typography variant="h6" component="h2" id={`yard-group-${g.locationType}`} sx={{ mb: 1 }}>
            {g.label}
          </Typography>
          <Box
            data-testid="yard-group"
            sx={{
              display: 'grid',
              gap: 1.25,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(190px, 1fr))' },
            }}
          >
            {g.locations.flatMap((l) =>
              l.assets.length
                ? l.assets.map((a) => (
                    <AssetTile
                      key={`${l.id}-${a.id}`}
                      asset={a}
                      location={l}
                      thresholds={yard.thresholds}
                      now={now}
                      area={area}
                      unchecked={unchecked(l)}
                    />
                  ))
                : [<EmptyTile key={l.id} location={l} unchecked={unchecked(l)} />],
            )}
          </Box>
        </Box>
      ))}
    </>
  );
};

const YardScreen = () => {
  const translate = useTranslate();
  const site = useYardSite();
  const { data, dataUpdatedAt, isError } = useYard(site.siteId);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageBanner title={translate('yard.title')}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <CompanySelector />
          <SitePicker {...site} />
        </Box>
      </PageBanner>
      {site.sites?.length === 0 ? (
        <Alert severity="info">{translate('yard.no_sites')}</Alert>
      ) : data && data.site.id === site.siteId ? (
        <Tiles yard={data} readAt={dataUpdatedAt} />
      ) : isError ? null : (
        <PleaseWait />
      )}
    </Box>
  );
};

export default YardScreen;
