// The site picker of the operational lists (operations §2, §6): the sites the user may reach in
// the working company, with 'All Sites' (-1) first when there is more than one. The choice is kept
// while moving between screens (a store), like the System Administrator's company.
import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ALL } from '../../../schemas/enums';
import { createStore } from '../util/createStore';
import { ALL_ROWS } from './inputs/choices';
import { useWorkingCompany } from './workingCompany';

export const selectedSite = createStore<number>(ALL);

/** The sites the lists may choose from, and the body's siteIds of the current choice (undefined while loading). */
export function useSiteChoice() {
  const company = useWorkingCompany();
  const chosen = selectedSite.useValue();
  const { data } = useGetList(
    'sites',
    { pagination: ALL_ROWS, sort: { field: 'siteName', order: 'ASC' }, filter: company === null ? {} : { companyId: company } },
    { enabled: company !== null },
  );
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
