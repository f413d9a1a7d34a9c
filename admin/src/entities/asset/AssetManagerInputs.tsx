// The Asset Manager's own inputs (maintenance §2, §4–§6), plugged into the generic editor.
import { TextInput, useGetList, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { UserType } from '../../../../schemas/enums';
import { useCurrentUser } from '../../account/currentUser';
import type { PropInputProps } from '../../engine/entityUi';
import { ALL_ROWS } from '../../engine/inputs/choices';
import { ReferenceSelect } from '../../engine/inputs/ReferenceSelect';

/** System and Company Administrators are admins for asset fields (operations §6). */
export const useIsAssetAdmin = () => {
  const type = useCurrentUser()?.type;
  return type === UserType.SysAdmin || type === UserType.SiteAdmin;
};

/** Unit ID: editable for a new asset, and by administrators. */
export const UnitIdInput = ({ name, validate, readOnly }: PropInputProps) => {
  const record = useRecordContext();
  const admin = useIsAssetAdmin();
  return <TextInput source={name} validate={validate} readOnly={readOnly || (!!record?.id && !admin)} />;
};

/** Primary Company: shown to administrators only, and never changed here. */
export const PrimaryCompanyInput = ({ schema, name, validate, placeholder }: PropInputProps) =>
  useIsAssetAdmin() ? (
    <ReferenceSelect schema={schema} reference="company" source={name} validate={validate} readOnly placeholder={placeholder} />
  ) : null;

/**
 * Assigned and Current Location: the active locations of the asset company's sites the user may
 * reach (the server answers only those); the current one stays, shown disabled, if inactive.
 */
export const AssetLocationInput = ({ schema, name, validate, readOnly, placeholder }: PropInputProps) => {
  const company = useWatch({ name: 'priCompanyId' }) as number | null;
  const { data: sites } = useGetList(
    'sites',
    { pagination: ALL_ROWS, sort: { field: 'siteName', order: 'ASC' }, filter: { companyId: company } },
    { enabled: !!company },
  );
  return (
    <ReferenceSelect
      schema={schema}
      reference="location"
      source={name}
      validate={validate}
      readOnly={readOnly || !sites}
      placeholder={placeholder}
      filter={{ siteId: (sites ?? []).map((s) => s.id) }}
    />
  );
};
