import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { UserMenu, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { UserType } from '../../../schemas/enums';
import { useCurrentUser } from '../account/currentUser';
import { LOGIN_ROUTE } from '../routing/paths';
import { shellDialog, type ShellDialog } from './shellDialogs';

interface ItemProps {
  labelKey: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  ref?: Ref<HTMLLIElement>;
}

// MUI's menu hands its items a ref and focus props, so they are passed through.
const Item = ({ labelKey, icon, onClick, testId, ref, ...rest }: ItemProps) => {
  const translate = useTranslate();
  const menu = useUserMenu();
  const click = () => {
    menu?.onClose();
    onClick();
  };
  return (
    <MenuItem ref={ref} onClick={click} data-testid={testId} {...rest}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(labelKey)}</ListItemText>
    </MenuItem>
  );
};

const open = (dialog: ShellDialog) => () => shellDialog.set(dialog);

/** Who web push tells something (issue 34): the driver of a mission, the dispatcher of a reefer. */
const NOTIFIED: number[] = [UserType.Driver, UserType.DispatchManager];

/** User options in the header: Profile, Change Password, Logout (operations §2); Notifications for those who get some. */
export const UserOptionsMenu = () => {
  const logout = useLogout();
  const user = useCurrentUser();
  return (
    <UserMenu label="shell.user_menu">
      <Item labelKey="shell.profile" icon={<PersonIcon fontSize="small" />} onClick={open('profile')} testId="user-menu-profile" />
      <Item
        labelKey="shell.change_password"
        icon={<LockIcon fontSize="small" />}
        onClick={open('changePassword')}
        testId="user-menu-change-password"
      />
      {user && NOTIFIED.includes(user.type) && (
        <Item
          labelKey="shell.notifications"
          icon={<NotificationsIcon fontSize="small" />}
          onClick={open('notifications')}
          testId="user-menu-notifications"
        />
      )}
      <Item labelKey="shell.logout" icon={<LogoutIcon fontSize="small" />} onClick={() => logout({}, LOGIN_ROUTE, false)} testId="logout" />
    </UserMenu>
  );
};
