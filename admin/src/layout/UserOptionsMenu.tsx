import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { UserMenu, useLogout, useTranslate, useUserMenu } from 'react-admin';
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

/** User options in the header: Profile, Change Password, Logout (operations §2). */
export const UserOptionsMenu = () => {
  const logout = useLogout();
  return (
    <UserMenu label="shell.user_menu">
      <Item labelKey="shell.profile" icon={<PersonIcon fontSize="small" />} onClick={open('profile')} testId="user-menu-profile" />
      <Item
        labelKey="shell.change_password"
        icon={<LockIcon fontSize="small" />}
        onClick={open('changePassword')}
        testId="user-menu-change-password"
      />
      <Item labelKey="shell.logout" icon={<LogoutIcon fontSize="small" />} onClick={() => logout({}, LOGIN_ROUTE, false)} testId="logout" />
    </UserMenu>
  );
};
