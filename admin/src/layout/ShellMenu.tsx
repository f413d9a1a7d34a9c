import { Menu } from 'react-admin';
import { useCurrentUser } from '../account/currentUser';
import { SchemaMenuItems } from '../engine/SchemaMenuItems';
import { shellFor } from './shells';

/** The left drawer: the user type's menu, then the entities whose schema asks for an entry (x-menu). */
export const ShellMenu = () => {
  const user = useCurrentUser();
  return (
    <Menu>
      {shellFor(user?.type).menu.map(({ route, labelKey, icon: Icon }) => (
        <Menu.Item key={route} to={route} primaryText={labelKey} leftIcon={<Icon />} />
      ))}
      <SchemaMenuItems />
    </Menu>
  );
};
