// The lookups of one group of a company, in their sort order (maintenance §4), outside a generated
// editor: the driver's Mission Type filter, a payload's status, assignment and content types (in
// the payload manager and the mission's Park and Payload dialog, where no payload schema hands
// the engine's LookupSelect its company). Undefined while loading or without a company.
import { useGetList, type RaRecord } from 'react-admin';
import { LookupGroup, type LookupGroupName } from '../../../../schemas/enums';
import { ALL_ROWS } from './choices';

export function useLookups(group: LookupGroupName, companyId: number | null | undefined): RaRecord[] | undefined {
  const { data } = useGetList(
    'lookups',
    { pagination: ALL_ROWS, sort: { field: 'sort', order: 'ASC' }, filter: { lookupGroupType: LookupGroup[group], companyId } },
    { enabled: companyId != null },
  );
  return data;
}
