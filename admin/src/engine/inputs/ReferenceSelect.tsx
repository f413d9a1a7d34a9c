import { useEffect, useRef } from 'react';
import { useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LookupGroup } from '../../../../schemas/enums';
import { idsByName, lookupFilter, lookupsByName, matchedProps, refFilter } from '../refChoices';
import { useSchemas } from '../SchemaProvider';
import { companyProp, nameProp, propLabel, type EntitySchema } from '../schemaTypes';
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
 * The form's values a reference's choices depend on (x-ref.match), and the choice cleared when
 * one of them changes (not when the form first shows them).
 */
function useMatchedValues(schema: EntitySchema, source: string) {
  const ref = schema.properties[source]?.['x-ref'];
  const props = matchedProps(ref);
  // (an empty list would watch the whole form: a reference without match watches nothing it reads)
  const watched = useWatch({ name: props.length ? props : [`${source}.__none`] }) as unknown[];
  const values: Record<string, unknown> = Object.fromEntries(props.map((p, i) => [p, watched?.[i]]));
  const { setValue, getValues } = useFormContext();
  const key = JSON.stringify(values);
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (getValues(source) != null) setValue(source, null, { shouldDirty: true });
  }, [key, source, setValue, getValues]);
  return values;
}

/** The ids of the lookups a reference's where names (x-ref.where { lookupName }), by name. */
function useLookupIds(schema: EntitySchema, source: string, target: EntitySchema | undefined) {
  const named = lookupsByName(schema.properties[source]?.['x-ref'], target);
  const { data } = useGetList(
    'lookups',
    { pagination: ALL_ROWS, sort: { field: 'sort', order: 'ASC' }, filter: lookupFilter(named, LookupGroup) },
    { enabled: named.length > 0 },
  );
  return named.length && data ? idsByName(named, data) : undefined;
}

/**
 * A select of another entity's records (x-ref.entity), named by their name property; records of
 * a company are limited to the form's company. Dependent choices (x-ref.match, x-ref.where) list
 * only the records matching the form's values and the conditions: disabled, saying which field
 * to choose first, until the form has those values. The current value is always offered.
 */
export const ReferenceSelect = ({ schema, reference, filter, ...props }: ReferenceSelectProps) => {
  const translate = useTranslate();
  const target = useSchemas().schemas?.[reference];
  const company = useChoiceCompany(schema);
  const current = useWatch({ name: props.source });
  const values = useMatchedValues(schema, props.source);
  const lookupIds = useLookupIds(schema, props.source, target);
  const dependent = refFilter(schema.properties[props.source]?.['x-ref'], values, lookupIds, target);
  const rest = target?.['x-rest'] ?? reference;
  const name = target ? nameProp(target) : 'id';
  const byCompany = target && companyProp(target) && company ? { [companyProp(target)!]: company } : {};
  const waiting = dependent.missing.length > 0;
  const { data } = useGetList(
    rest,
    { pagination: ALL_ROWS, sort: { field: name, order: 'ASC' }, filter: { ...byCompany, ...dependent.filter, ...filter } },
    { enabled: !!target && !waiting && !dependent.pending && !dependent.none },
  );
  const rows = waiting || dependent.none ? [] : data;
  const listed = rows?.some((r) => r.id === current);
  const { data: currentRecord } = useGetOne(
    rest,
    { id: current },
    { enabled: !!target && current != null && (rows !== undefined || waiting) && !listed },
  );
  const records: RaRecord[] = [...(rows ?? []), ...(currentRecord && !listed ? [currentRecord] : [])];
  const first = dependent.missing[0];
  const hint = first
    ? translate('maintenance.choose_first', {
        label: translate(`resources.${schema['x-rest']}.fields.${first}`, { _: propLabel(schema.properties[first] ?? {}, first) }),
      })
    : undefined;
  return (
    <ChoiceSelect
      {...props}
      disabled={props.disabled || waiting}
      helperText={props.helperText ?? hint}
      choices={activeChoices(records, (r) => String(r[name] ?? r.id), current)}
    />
  );
};
