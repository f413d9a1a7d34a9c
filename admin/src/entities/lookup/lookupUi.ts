// Lookup Manager (maintenance §2): group name read-only, Description, Is Active?; the group comes
// from the route (/…/lookup/edit/{id}/{groupId}); the company is the working company (generic).
import { useParams } from 'react-router';
import type { EntityUi } from '../../engine/entityUi';
import { LookupGroups } from './LookupGroups';
import { lookupEditSuffix } from './lookupPaths';

function useLookupDefaults() {
  const groupId = Number(useParams().groupId);
  return { lookupGroupType: Number.isInteger(groupId) && groupId > 0 ? groupId : null };
}

export const lookupUi: EntityUi = {
  listTitleKey: 'menu.lookups',
  list: { screen: LookupGroups },
  editor: { hidden: ['companyId', 'sort'], readOnly: ['lookupGroupType'], useDefaults: useLookupDefaults },
  editSuffix: lookupEditSuffix,
};
