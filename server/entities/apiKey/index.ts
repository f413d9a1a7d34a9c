// API keys (issue 34): another system's credential. GET /ApiKeys and GET /ApiKey/{id} are
// generated from apiKey.schema.json; the schema gives no role a generic write, so a key is made
// only by POST /ApiKey (create.ts: its service user and the key, the secret answered once) and
// ended only by DELETE /ApiKey/{id} (revoke.ts). A call with the key is authenticated by
// account/apiKeyAuth.ts.
import { defineModule } from '../../engine/modules.js';
import { sourceOf } from '../../http/routeSource.js';
import { createAction } from './create.js';
import { revokeAction } from './revoke.js';

const here = (file: string) => [sourceOf(new URL(file, import.meta.url))];

export default defineModule({
  entity: 'apiKey',
  actions: [
    { ...createAction, source: here('./create.ts') },
    { ...revokeAction, source: here('./revoke.ts') },
  ],
});
