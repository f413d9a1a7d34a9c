// The API keys list: the generated list of the company's keys (name, prefix, the user it acts as,
// expiry, last use, creator, revocation), newest first, with New API Key for a Company
// Administrator and Revoke on each row. A key is never edited: there is nothing to save.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { UserType } from '../../../../schemas/enums';
import { useCurrentUser } from '../../account/currentUser';
import { SchemaList } from '../../engine/SchemaList';
import type { EntitySchema } from '../../engine/schemaTypes';
import { NewApiKeyDialog } from './NewApiKeyDialog';
import { RevokeKey } from './RevokeKey';

const never = () => false;
const nowhere = () => null;

export const ApiKeyList = ({ schema }: { schema: EntitySchema }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const mayCreate = useCurrentUser()?.type === UserType.SiteAdmin;
  const add = mayCreate && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      {translate('api_key.create')}
    </Button>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <SchemaList
        schema={schema}
        screen="apikeys"
        columns={schema['x-list']?.columns ?? []}
        title={translate('menu.api_keys')}
        toolbar={add}
        hideAdd
        onAdd={null}
        editPathOf={nowhere}
        canDelete={never}
        rowActions={<RevokeKey />}
      />
      {creating && (
        <NewApiKeyDialog
          onClose={(created) => {
            setCreating(false);
            if (created) refresh();
          }}
        />
      )}
    </Box>
  );
};
