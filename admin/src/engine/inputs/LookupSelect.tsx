import { useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LookupGroup, type LookupGroupName } from '../../../../schemas/enums';
import { isNullable, type EntitySchema } from '../schemaTypes';
import { useFormCompany } from '../useFormCompany';
import { ChoiceSelect, type ChoiceSelectProps } from './ChoiceSelect';
import { activeChoices, ALL_ROWS } from './choices';

interface LookupSelectProps extends Omit<ChoiceSelectProps, 'choices'> {
  schema: EntitySchema;
  group: string;
}

/** The lookups of a group (x-ref.lookupGroup) for the record's company, in their sort order. */
export const LookupSelect = ({ schema, group, ...props }: LookupSelectProps) => {
  const translate = useTranslate();
  const company = useFormCompany(schema);
  const current = useWatch({ name: props.source });
  const groupId = LookupGroup[group as LookupGroupName];
  const { data } = useGetList(
    'lookups',
    { pagination: ALL_ROWS, sort: { field: 'sort', order: 'ASC' }, filter: { lookupGroupType: groupId, companyId: company } },
    { enabled: company !== null && groupId !== undefined },
  );
  const choices = activeChoices(company === null ? [] : data, (r) => r.description, current);
  // An optional lookup can be cleared: 0 is "unset" to the server (operations §3: repair values).
  const optional = isNullable(schema.properties[props.source] ?? {});
  return <ChoiceSelect {...props} choices={optional ? [{ id: 0, name: translate('lists.none') }, ...choices] : choices} />;
};
