import { useGetList, useGetOne, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSchemas } from '../SchemaProvider';
import { companyProp, nameProp, type EntitySchema } from '../schemaTypes';
import { useChoiceCompany } from '../useFormCompany';
import { ChoiceSelect, type ChoiceSelectProps } from './ChoiceSelect';
import { activeChoices, ALL_ROWS } from './choices';

interface ReferenceSelectProps extends Omit<ChoiceSelectProps, 'choices'> {
  schema: EntitySchema;
  /** The referenced entity id (x-ref.entity). */
  reference: string;
  /** Extra filter for the choices. */
  filter?: Record<string, unknown>;
}

/**
 * A select of another entity's records (x-ref.entity), named by their name property; records of
 * a company are limited to the form's company. The current value is always offered.
 */
export const ReferenceSelect = ({ schema, reference, filter, ...props }: ReferenceSelectProps) => {
  const target = useSchemas().schemas?.[reference];
  const company = useChoiceCompany(schema);
  const current = useWatch({ name: props.source });
  const rest = target?.['x-rest'] ?? reference;
  const name = target ? nameProp(target) : 'id';
  const byCompany = target && companyProp(target) && company ? { [companyProp(target)!]: company } : {};
  const { data } = useGetList(
    rest,
    { pagination: ALL_ROWS, sort: { field: name, order: 'ASC' }, filter: { ...byCompany, ...filter } },
    { enabled: !!target },
  );
  const listed = data?.some((r) => r.id === current);
  const { data: currentRecord } = useGetOne(
    rest,
    { id: current },
    { enabled: !!target && current != null && data !== undefined && !listed },
  );
  const records: RaRecord[] = [...(data ?? []), ...(currentRecord && !listed ? [currentRecord] : [])];
  return <ChoiceSelect {...props} choices={activeChoices(records, (r) => String(r[name] ?? r.id), current)} />;
};
