// The lookups of one group of the mission's company, in their sort order (maintenance §4): the
// choices of the driver's Mission Type filter and of the Park and Payload dialog. A driver has no
// payload schema to hand the engine's LookupSelect, so the dialog asks for the lookups itself.
import { useGetList, type RaRecord } from 'react-admin';
import { LookupGroup, type LookupGroupName } from '../../../../../schemas/enums';
import { ALL_ROWS } from '../../../engine/inputs/choices';

export function useLookups(group: LookupGroupName, companyId: number | null | undefined): RaRecord[] | undefined {
  const { data } = useGetList(
    'lookups',
    { pagination: ALL_ROWS, sort: { field: 'sort', order: 'ASC' }, filter: { lookupGroupType: LookupGroup[group], companyId } },
    { enabled: companyId != null },
  );
  return data;
}
