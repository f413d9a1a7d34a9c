// The site picker of the operational lists (operations §2, §6): the sites the user may reach in
// the working company, with 'All Sites' (-1) first when there is more than one. The choice is kept
// while moving between screens (a store), like the System Administrator's company.
import { MenuItem, TextField } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ALL } from '../../../schemas/enums';
import { createStore } from '../util/createStore';
import { dataProvider } from './dataProvider';
import { ALL_ROWS } from './inputs/choices';
import { useWorkingCompany } from './workingCompany';

export const selectedSite = createStore<number>(ALL);

/**
 * How long a site list is taken as current: the board and its site picker mount one after the
 * other and would each ask for it. A site created here refetches it at once (react-admin
 * invalidates the resource's lists).
 */
const SITES_FRESH_MS = 10_000;

const siteParams = (company: number | null) => ({
  pagination: ALL_ROWS,
  sort: { field: 'siteName', order: 'ASC' as const },
  filter: company === null ? {} : { companyId: company },
});

/** Starts reading the sites `useSiteChoice` offers (the same query, by react-admin's key), before a list asks (bootLoads.ts). */
export const prefetchSites = (client: QueryClient, company: number) => {
  const params = siteParams(company);
  return client.prefetchQuery({
    queryKey: ['sites', 'getList', params],
    queryFn: () => dataProvider.getList('sites', params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    staleTime: SITES_FRESH_MS,
  });
};

/** The sites the lists may choose from, and the body's siteIds of the current choice (undefined while loading). */
export function useSiteChoice() {
  const company = useWorkingCompany();
  const chosen = selectedSite.useValue();
  const { data } = useGetList('sites', siteParams(company), { enabled: company !== null, staleTime: SITES_FRESH_MS });
  const sites = (data ?? []).filter((s) => s.isActive !== false || s.id === chosen);
  const valid = chosen === ALL ? sites.length !== 1 : sites.some((s) => s.id === chosen);
  const value = valid ? chosen : sites.length === 1 ? sites[0].id : ALL;
  return { sites: data ? sites : undefined, value, siteIds: data ? [value] : undefined };
}

export const SiteSelector = () => {
  const translate = useTranslate();
  const { sites, value } = useSiteChoice();
  useEffect(() => {
    if (sites && value !== selectedSite.get()) selectedSite.set(value);
  }, [sites, value]);
  if (!sites) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('lists.site')}
      value={value}
      onChange={(event) => selectedSite.set(Number(event.target.value))}
      fullWidth={false}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { inputProps: { 'data-testid': 'site-selector' } } }}
    >
      {sites.length > 1 && <MenuItem value={ALL}>{translate('lists.all_sites')}</MenuItem>}
      {sites.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.siteName}
        </MenuItem>
      ))}
    </TextField>
  );
};
