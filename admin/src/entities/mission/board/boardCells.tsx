// What each column of the board shows: the generic type map (lookups, locations), the mission
// columns every mission list shares (ship date, operators by name, dates that may wrap, notes),
// the asset with its refrigerated payload's temperature (issue 10 §8), and the locations named
// with their site over All Sites.
import { Box, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { fieldFor } from '../../../engine/fieldFor';
import { carriedNameOf, type EntitySchema, type SchemaMap } from '../../../engine/schemaTypes';
import { missionFields } from '../shared/missionFields';
import type { Operator } from '../shared/useOperators';
import { SiteLocation } from './SiteLocation';

/** The columns that name a location: with its site over All Sites (SiteLocation.tsx). */
const LOCATIONS = ['sourceLocationId', 'targetLocationId'];

export interface BoardColumn {
  name: string;
  cell: ReactNode;
}

const Temperature = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const t = record?.payloadTemperature;
  if (t === null || t === undefined) return null;
  return (
    <Typography component="span" variant="body2" color="info.main" sx={{ whiteSpace: 'nowrap' }} data-testid="payload-temperature">
      {translate('missions.board_temperature', { t })}
    </Typography>
  );
};

const AssetCell = ({ asset }: { asset: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', whiteSpace: 'nowrap' }}>
    {asset}
    <Temperature />
  </Box>
);

/**
 * The cells of the chosen columns; the same elements while columns, names and schemas stay, so rows
 * need not render again. `notes`: the Notes cell, when it is more than the text (the table's pencil).
 */
export function useBoardColumns(
  schemas: SchemaMap | null | undefined,
  schema: EntitySchema,
  columns: string[],
  operators: Operator[],
  notes?: ReactNode,
) {
  const translate = useTranslate();
  const key = columns.join(',');
  return useMemo((): BoardColumn[] => {
    const names = new Map(operators.map((o) => [o.id, o.displayName ?? '']));
    const shared: Record<string, ReactNode> = missionFields((id) => (id ? (names.get(id) ?? '') : ''));
    return key
      .split(',')
      .filter(Boolean)
      .map((name) => {
        const generic = schemas ? fieldFor(schemas, schema, name, translate) : null;
        return {
          name,
          cell:
            (name === 'notes' ? notes : undefined) ??
            shared[name] ??
            (name === 'assetId' ? (
              <AssetCell asset={generic} />
            ) : LOCATIONS.includes(name) ? (
              <SiteLocation source={name} carried={carriedNameOf(schema, name)} />
            ) : (
              generic
            )),
        };
      });
    // keyed by the columns' names: a new array of the same columns is the same choice
  }, [key, schemas, schema, operators, translate, notes]);
}
