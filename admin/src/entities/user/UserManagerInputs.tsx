// The User Manager's own inputs, plugged into the generic editor by property name.
import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { UserType } from '../../../../schemas/enums';
import { MANAGED_TYPES } from '../../../../schemas/userRules';
import { useCurrentUser } from '../../account/currentUser';
import { userTypeKey } from '../../i18n/i18nProvider';
import type { PropInputProps } from '../../engine/entityUi';
import { ChoiceSelect } from '../../engine/inputs/ChoiceSelect';
import { ReferenceSelect } from '../../engine/inputs/ReferenceSelect';
import { requiredValidator } from '../../engine/validators';

/** User Type: the types the administrator may create; another current type is shown disabled. */
export const UserTypeInput = ({ schema: _schema, name, ...props }: PropInputProps) => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const current = useWatch({ name }) as number | undefined;
  const offered = MANAGED_TYPES[user?.type ?? 0] ?? [];
  const values = current && !offered.includes(current) ? [...offered, current] : offered;
  const choices = values.map((v) => ({ id: v, name: translate(userTypeKey(v)), disabled: !offered.includes(v) }));
  return <ChoiceSelect {...props} source={name} choices={choices} />;
};

/** Primary Company: required except for a System Administrator; a Company Administrator's own, read-only. */
export const PrimaryCompanyInput = ({ schema, name, validate, readOnly, placeholder }: PropInputProps) => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const type = useWatch({ name: 'type' });
  const label = translate(`resources.users.fields.${name}`);
  const rules = type === UserType.SysAdmin ? validate : [...validate, requiredValidator(label)];
  const ownOnly = user?.type !== UserType.SysAdmin;
  return (
    <ReferenceSelect
      schema={schema}
      reference="company"
      source={name}
      validate={rules}
      readOnly={readOnly || ownOnly}
      placeholder={placeholder}
    />
  );
};

/** Force Password Reset: on for a new user (the server sets it), so it can only change once saved. */
export const ForceResetInput = ({ name }: PropInputProps) => {
  const record = useRecordContext();
  return <BooleanInput source={name} disabled={!record?.id} />;
};
