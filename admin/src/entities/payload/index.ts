// Payloads (operations §2 "Payload manager", §3, §4 "Payload", §5, §7 "Payloads"): the payload
// manager (Edit Payload and Search Contents) and the payload history of an asset, in the dispatch
// and driver areas. The payload's fields and content rows also serve the mission's Park and
// Payload dialog.
import InventoryIcon from '@mui/icons-material/Inventory2';
import { defineModule } from '../../engine/module';
import { moduleScreen } from '../../engine/screens';
import { messages } from './messages';

export default defineModule({
  entity: 'payload',
  routes: [
    { areas: ['dispatch', 'driver'], path: 'payloads', screen: moduleScreen(() => import('./PayloadManager')) },
    { areas: ['dispatch', 'driver'], path: 'payload/history/:assetId', screen: moduleScreen(() => import('./PayloadHistory')) },
  ],
  // the spec's menus: Dispatch — Missions, Assets, Payloads, History; Driver — Missions, Payloads, Mission History
  menu: [
    { area: 'dispatch', order: 3, labelKey: 'menu.payloads', path: 'payloads', icon: InventoryIcon },
    { area: 'driver', order: 2, labelKey: 'menu.payloads', path: 'payloads', icon: InventoryIcon },
  ],
  messages,
});
