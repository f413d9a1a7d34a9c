// Beyond the spec: each history row says what changed, "Asset Status: Available → In Repair",
// with references named as the screen names them (lookups, locations, sites) and a string enum's
// values in the active language.
import { Box } from '@mui/material';
import { useGetManyAggregate, useRecordContext, useTranslate } from 'react-admin';
import { useSchemas } from './SchemaProvider';
import { formatDateTime } from './format';
import { localize } from '../../../schemas/i18n/translate';
import { activeLanguage } from '../i18n/locale';
import { baseType, nameProp, propLabel, type EntitySchema, type PropertySchema } from './schemaTypes';

interface Change {
  field: string;
  old: unknown;
  new: unknown;
}

/** The names of some records of a resource (batched with every other reference on the page). */
const Names = ({ resource, ids, source }: { resource: string; ids: number[]; source: string }) => {
  const { data } = useGetManyAggregate(resource, { ids });
  const names = ids.map((id) => data?.find((r) => r.id === id)?.[source] ?? `#${id}`);
  return <>{names.join(', ')}</>;
};

const Value = ({ p, value }: { p: PropertySchema; value: unknown }) => {
  const translate = useTranslate();
  const schemas = useSchemas().schemas ?? {};
  if (value === null || value === undefined || (Array.isArray(value) && !value.length)) return <>—</>;
  const ref = p['x-ref'] ?? p.items?.['x-ref'];
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
  if (ref?.lookupGroup) return <Names resource="lookups" ids={ids} source="description" />;
  const target = ref?.entity ? schemas[ref.entity] : undefined;
  if (target?.['x-rest']) return <Names resource={target['x-rest']} ids={ids} source={nameProp(target)} />;
  if (p.format === 'date-time') return <>{formatDateTime(value)}</>;
  // a string enum's value is the schema's own word, shown in the active language as the list shows it
  if (p.enum) return <>{localize(String(value), activeLanguage.get())}</>;
  if (baseType(p) === 'boolean') return <>{translate(value ? 'lists.yes' : 'lists.no')}</>;
  return <>{String(value)}</>;
};

export const ChangesField = ({ schema }: { schema: EntitySchema }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const changes = (record?.changes as Change[] | null) ?? [];
  if (!changes.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, fontSize: 13 }} data-testid="history-changes">
      {changes.map((c) => {
        const p = schema.properties[c.field] ?? {};
        return (
          <li key={c.field}>
            <strong>{translate(`resources.${schema['x-rest'] ?? schema.$id}.fields.${c.field}`, { _: propLabel(p, c.field) })}</strong>
            {': '}
            {record?.action === 'create' ? null : (
              <>
                <Value p={p} value={c.old} />
                {' → '}
              </>
            )}
            <Value p={p} value={c.new} />
          </li>
        );
      })}
    </Box>
  );
};
