// User Manager and the Users list (maintenance §2, §6, §8).
import { UserType } from '../../../../schemas/enums';
import { useCurrentUser } from '../../account/currentUser';
import type { EntityUi, FormValues } from '../../engine/entityUi';
import type { EntitySchema } from '../../engine/schemaTypes';
import { TypeStatusHeader, textFilterHeader } from './UserColumnFilters';
import { SiteAccessInput } from '../../engine/inputs/SiteAccessInput';
import { ForceResetInput, PrimaryCompanyInput, UserTypeInput } from './UserManagerInputs';
import { UserPasswordInput } from './UserPasswordInput';
import { canDeleteUser, hasAllSites } from './userTypes';

/** The Company column is the System Administrator's only. */
function useUserColumns(schema: EntitySchema) {
  const isSysAdmin = useCurrentUser()?.type === UserType.SysAdmin;
  const columns = schema['x-list']?.columns ?? [];
  return isSysAdmin ? columns : columns.filter((c) => c !== 'priCompanyId');
}

const userDefaults = (): FormValues => ({ forcePWDChange: true });

export const userUi: EntityUi = {
  listTitleKey: 'menu.users',
  list: {
    useColumns: useUserColumns,
    columnHeaders: {
      loginName: textFilterHeader('loginName'),
      firstName: textFilterHeader('firstName'),
      lastName: textFilterHeader('lastName'),
      type: TypeStatusHeader,
      status: TypeStatusHeader,
    },
  },
  editor: {
    tabs: true,
    sections: [
      {
        key: 'account',
        labelKey: 'user_manager.account',
        props: ['loginName', 'priCompanyId', 'status', 'type', 'timeZone', 'password', 'forcePWDChange', 'notes'],
      },
      { key: 'personal', labelKey: 'user_manager.personal', props: ['firstName', 'lastName', 'email'] },
      {
        key: 'access',
        labelKey: 'user_manager.site_access',
        props: ['site', 'siteAccess'],
        hidden: (values) => hasAllSites(values.type),
        disabled: (values) => !values.priCompanyId,
      },
    ],
    inputs: {
      type: UserTypeInput,
      priCompanyId: PrimaryCompanyInput,
      password: UserPasswordInput,
      forcePWDChange: ForceResetInput,
      siteAccess: SiteAccessInput,
    },
    useDefaults: userDefaults,
    canDelete: canDeleteUser,
  },
};
