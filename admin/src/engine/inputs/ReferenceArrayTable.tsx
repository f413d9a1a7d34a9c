import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useGetList, useInput, useTranslate, type InputProps } from 'react-admin';
import { useSchemas } from '../SchemaProvider';
import { companyProp, type EntitySchema } from '../schemaTypes';
import { useChoiceCompany } from '../useFormCompany';
import { ALL_ROWS } from './choices';

interface ReferenceArrayTableProps extends InputProps {
  schema: EntitySchema;
  reference: string;
  /** Columns of the referenced records; their list columns by default. */
  columns?: string[];
}

/** A multi-select table of another entity's records (an array of x-ref ids), e.g. site access. */
export const ReferenceArrayTable = ({ schema, reference, columns, disabled, ...props }: ReferenceArrayTableProps) => {
  const translate = useTranslate();
  const target = useSchemas().schemas?.[reference];
  const company = useChoiceCompany(schema);
  const { field } = useInput({ ...props, disabled });
  const rest = target?.['x-rest'] ?? reference;
  const ownCompany = target ? companyProp(target) : undefined;
  const filter = ownCompany ? { [ownCompany]: company } : {};
  const { data = [] } = useGetList(
    rest,
    { pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' }, filter },
    { enabled: !!target && (!ownCompany || !!company) },
  );
  const cols = columns ?? (target?.['x-list']?.columns ?? []).filter((c) => c !== ownCompany);
  const chosen = new Set<number>(Array.isArray(field.value) ? field.value : []);
  const toggle = (id: number) => field.onChange(chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id]);
  const all = data.length > 0 && data.every((r) => chosen.has(r.id));

  return (
    <Table size="small" data-testid={`choices-${props.source}`}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              disabled={disabled}
              onChange={() => field.onChange(all ? [] : data.map((r) => r.id))}
              slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
            />
          </TableCell>
          {cols.map((c) => (
            <TableCell key={c}>{translate(`resources.${rest}.fields.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((r) => (
          <TableRow key={r.id} hover>
            <TableCell padding="checkbox">
              <Checkbox
                checked={chosen.has(r.id)}
                disabled={disabled}
                onChange={() => toggle(r.id)}
                slotProps={{ input: { 'aria-label': String(r[cols[0]] ?? r.id) } }}
              />
            </TableCell>
            {cols.map((c) => (
              <TableCell key={c}>{String(r[c] ?? '')}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
