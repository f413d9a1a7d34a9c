import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ALL_ROWS } from './inputs/choices';
import { selectedCompany, useIsSysAdmin } from './workingCompany';

/** The System Administrator's company picker on Locations and Lookups; nothing for other users. */
export const CompanySelector = () => {
  const isSysAdmin = useIsSysAdmin();
  return isSysAdmin ? <CompanyPicker /> : null;
};

const CompanyPicker = () => {
  const translate = useTranslate();
  const selected = selectedCompany.useValue();
  const { data = [] } = useGetList('companies', { pagination: ALL_ROWS, sort: { field: 'name', order: 'ASC' } });
  useEffect(() => {
    if (data.length && !data.some((c) => c.id === selected)) selectedCompany.set((data.find((c) => c.isActive) ?? data[0]).id);
  }, [data, selected]);
  return (
    <TextField
      select
      size="small"
      label={translate('maintenance.company')}
      value={data.some((c) => c.id === selected) ? selected : ''}
      onChange={(event) => selectedCompany.set(Number(event.target.value))}
      fullWidth={false}
      sx={{ minWidth: 240 }}
      slotProps={{ select: { inputProps: { 'data-testid': 'company-selector' } } }}
    >
      {data.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
