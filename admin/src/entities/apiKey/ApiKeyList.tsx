// The API keys list: the generated list of the company's keys (name, prefix, the user it acts as,
// expiry, last use, creator, revocation), newest first, with New API Key for a Company
// Administrator and Revoke on each row. A key is never edited: there is nothing to save.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { FunctionField, useRefresh, useTranslate } from 'react-admin';
import { UserType, userTypeLabels } from '../../../../schemas/enums';
import { useCurrentUser } from '../../account/currentUser';
import { SchemaList } from '../../engine/SchemaList';
import { ReferenceName } from '../../engine/ReferenceName';
import type { EntitySchema } from '../../engine/schemaTypes';
import { userTypeKey } from '../../i18n/i18nProvider';
import { NewApiKeyDialog } from './NewApiKeyDialog';
import { RevokeKey } from './RevokeKey';

const never = () => false;
const nowhere = () => null;

/**
 * Acts As: the rights of the key's service user, its user type (Dispatch Manager or Driver). The
 * user's name only repeats the key's ("Acme TMS API key").
 */
const ActsAs = () => {
  const translate = useTranslate();
  return (
    <ReferenceName source="userId" reference="users">
      <FunctionField render={(user: { type: number }) => translate(userTypeKey(user.type), { _: userTypeLabels[user.type] })} />
    </ReferenceName>
  );
};

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
        fields={{ userId: <ActsAs /> }}
        emptyText={translate('api_key.none')}
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
