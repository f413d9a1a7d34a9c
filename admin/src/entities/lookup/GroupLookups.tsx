import SwapVertIcon from '@mui/icons-material/SwapVert';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { editorPath, useArea } from '../../engine/paths';
import { SchemaList } from '../../engine/SchemaList';
import type { EntitySchema } from '../../engine/schemaTypes';
import { lookupEditSuffix } from './lookupPaths';
import { LookupReorder } from './LookupReorder';

const ui = { editSuffix: lookupEditSuffix };

interface GroupLookupsProps {
  schema: EntitySchema;
  companyId: number;
}

/** The lookups of one expanded group: Description, Active, Last Updated, Actions; Reorder and Add Lookup. */
export const GroupLookups = ({ schema, companyId }: GroupLookupsProps) => {
  const group = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  const [reordering, setReordering] = useState(false);
  if (!group) return null;
  const filter = { lookupGroupType: Number(group.id), companyId };
  const toolbar = (
    <Button variant="outlined" startIcon={<SwapVertIcon />} onClick={() => setReordering(true)}>
      {translate('maintenance.reorder')}
    </Button>
  );
  return (
    // indented under its group's row in the table; on a phone's card it starts at the card's lines
    <Box sx={{ pl: { xs: 0, md: 2 } }} data-testid={`group-${group.id}`}>
      <SchemaList
        schema={schema}
        screen="lookups"
        columns={schema['x-list']?.columns ?? []}
        filter={filter}
        toolbar={<Box sx={{ flex: 1 }}>{toolbar}</Box>}
        addLabelKey="lookup_groups.add_lookup"
        onAdd={() => navigate(editorPath(area, schema, ui, { lookupGroupType: group.id }))}
        editPathOf={(record) => editorPath(area, schema, ui, record)}
        canDelete={() => true}
      />
      {reordering && <LookupReorder filter={filter} onClose={() => setReordering(false)} />}
    </Box>
  );
};
