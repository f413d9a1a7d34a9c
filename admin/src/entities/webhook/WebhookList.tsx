// The webhooks list: the generated list of the company's subscriptions (URL, events, active,
// creator, when), newest first, with New Webhook for a Company Administrator and each row's
// Deliveries and Unsubscribe. A subscription is never edited: unsubscribe and subscribe again.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { UserType } from '../../../../schemas/enums';
import { useCurrentUser } from '../../account/currentUser';
import { SchemaList } from '../../engine/SchemaList';
import type { EntitySchema } from '../../engine/schemaTypes';
import { NewWebhookDialog } from './NewWebhookDialog';
import { WebhookRowActions } from './WebhookRowActions';

const never = () => false;
const nowhere = () => null;

export const WebhookList = ({ schema }: { schema: EntitySchema }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const isCompanyAdmin = useCurrentUser()?.type === UserType.SiteAdmin;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <SchemaList
        schema={schema}
        screen="webhooks"
        columns={schema['x-list']?.columns ?? []}
        title={translate('menu.webhooks')}
        toolbar={
          isCompanyAdmin && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('webhook.create')}
            </Button>
          )
        }
        hideAdd
        onAdd={null}
        editPathOf={nowhere}
        canDelete={never}
        rowActions={<WebhookRowActions mayReplay={isCompanyAdmin} />}
        emptyText={translate('webhook.none')}
      />
      {creating && (
        <NewWebhookDialog
          onClose={(created) => {
            setCreating(false);
            if (created) refresh();
          }}
        />
      )}
    </Box>
  );
};
