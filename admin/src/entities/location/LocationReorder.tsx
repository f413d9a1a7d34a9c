import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ALL_ROWS } from '../../engine/inputs/choices';
import { ReorderDialog } from '../../engine/ReorderDialog';
import { useSortOrderSave } from '../../engine/useSortOrderSave';
import { useCompanySites } from './useCompanySites';

/** Locations are kept in order within their site, so the dialog reorders one site at a time. */
export const LocationReorder = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const sites = useCompanySites() ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const siteId = chosen ?? sites[0]?.id ?? null;
  const { data } = useGetList(
    'locations',
    { pagination: ALL_ROWS, sort: { field: 'sort', order: 'ASC' }, filter: { siteId } },
    { enabled: siteId !== null },
  );
  const save = useSortOrderSave('/Location/SortOrder', translate('resources.locations.label'));
  const items = (data ?? []).map((l) => ({ id: l.id, label: l.location }));
  const header = (
    <TextField
      select
      size="small"
      label={translate('resources.locations.fields.siteId')}
      value={siteId ?? ''}
      onChange={(event) => setChosen(Number(event.target.value))}
      fullWidth={false}
      sx={{ minWidth: 260, mb: 1 }}
    >
      {sites.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.siteName}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <ReorderDialog
      key={`${siteId}:${items.map((i) => i.id).join(',')}`}
      title={translate('maintenance.reorder_title', { title: translate('menu.locations') })}
      header={header}
      items={items}
      onClose={onClose}
      onSave={async (ids) => {
        if (await save(ids)) onClose();
      }}
    />
  );
};
