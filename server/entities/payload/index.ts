// Payloads (operations §2 "Payload manager", §3, §4 "Payload", §5, §7 "Payloads"): the rules of a
// save, the most recent payload of an asset, and the computed fields of a page. GET/POST/DELETE
// /Payload, POST /Payloads (the current payload of each asset, for Search Contents), POST
// /Payload/History (every payload of one asset) and their exports are generated from
// payload.schema.json (x-fleet, x-filters, x-views).
import { UserType } from '../../../schemas/enums.js';
import { defineModule } from '../../engine/modules.js';
import { fillPayloadFields, payloadRoutes } from './reads.js';
import { afterPayloadSave, beforePayloadSave } from './save.js';

const READERS = [UserType.SysAdmin, UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver];

export default defineModule({
  entity: 'payload',
  hooks: {
    beforeSave: beforePayloadSave,
    afterSave: afterPayloadSave,
    afterRead: ({ ctx, db, records }) => fillPayloadFields(ctx, db, records),
  },
  routes: payloadRoutes(READERS),
});
