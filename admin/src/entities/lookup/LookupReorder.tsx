import { useGetList, useTranslate } from 'react-admin';
import { ALL_ROWS } from '../../engine/inputs/choices';
import { ReorderDialog } from '../../engine/ReorderDialog';
import { useSortOrderSave } from '../../engine/useSortOrderSave';

interface LookupReorderProps {
  filter: { lookupGroupType: number; companyId: number };
  onClose: () => void;
}

/** Reorders the lookups of one group of one company (POST /Lookup/SortOrder). */
export const LookupReorder = ({ filter, onClose }: LookupReorderProps) => {
  const translate = useTranslate();
  const { data } = useGetList('lookups', { pagination: ALL_ROWS, sort: { field: 'sort', order: 'ASC' }, filter });
  const save = useSortOrderSave('/Lookup/SortOrder', translate('resources.lookups.label'));
  const items = (data ?? []).map((l) => ({ id: l.id, label: l.description }));
  return (
    <ReorderDialog
      key={items.map((i) => i.id).join(',')}
      title={translate('maintenance.reorder_title', { title: translate('menu.lookups') })}
      items={items}
      onClose={onClose}
      onSave={async (ids) => {
        if (await save(ids)) onClose();
      }}
    />
  );
};
