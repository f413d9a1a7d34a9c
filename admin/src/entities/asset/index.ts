// Assets (operations §2, maintenance §2): the asset list with its filters, columns and exports,
// the Asset Manager, the repairs dialog and the asset change history, in the fleet, site and
// dispatch areas.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { defineModule, menuIn } from '../../engine/module';
import { editorScreen, moduleScreen } from '../../engine/screens';
import { messages } from './messages';

const areas = ['fleet', 'site', 'dispatch'] as const;
const ui = () => import('./assetUi').then((m) => m.assetUi);

export default defineModule({
  entity: 'asset',
  routes: [
    { areas: [...areas], path: 'assets', screen: moduleScreen(() => import('./AssetList')) },
    { areas: [...areas], path: 'asset/edit/:id/:company', screen: editorScreen('asset', ui) },
    { areas: [...areas], path: 'asset/audit/:id', screen: moduleScreen(() => import('./AssetHistory')) },
  ],
  menu: menuIn({ fleet: 7, site: 4, dispatch: 2 }, 'menu.assets', 'assets', LocalShippingIcon),
  messages,
  ui,
});
