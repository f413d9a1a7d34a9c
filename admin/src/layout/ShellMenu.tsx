import { Menu } from 'react-admin';
import { useCurrentUser } from '../auth/currentUser';
import { SchemaMenuItems } from '../maintenance/SchemaMenuItems';
import { screenFor } from '../routing/screenRegistry';
import { shellFor } from './shells';

/** The left drawer: the user type's menu, limited to entries whose screen exists, then entities with x-menu. */
export const ShellMenu = () => {
  const user = useCurrentUser();
  const entries = shellFor(user?.type).menu.filter((entry) => screenFor(entry.screen));
  return (
    <Menu>
      {entries.map(({ route, labelKey, icon: Icon }) => (
        <Menu.Item key={route} to={route} primaryText={labelKey} leftIcon={<Icon />} />
      ))}
      <SchemaMenuItems />
    </Menu>
  );
};
