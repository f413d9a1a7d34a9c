import { useCurrentUser } from '../account/currentUser';
import { ChangePasswordDialog } from '../account/password/ChangePasswordDialog';
import { ProfileDialog } from '../account/profile/ProfileDialog';
import { NotificationsDialog } from '../push/NotificationsDialog';
import { shellDialog } from './shellDialogs';

/** Profile, own Change Password and Notifications, opened from the user menu (the first two from each other too). */
export const ShellDialogs = () => {
  const user = useCurrentUser();
  const dialog = shellDialog.useValue();
  const close = () => shellDialog.set(null);
  if (!user || !dialog) return null;
  if (dialog === 'notifications') return <NotificationsDialog user={user} onClose={close} />;
  return dialog === 'profile' ? (
    <ProfileDialog user={user} onClose={close} onChangePassword={() => shellDialog.set('changePassword')} />
  ) : (
    <ChangePasswordDialog user={user} isOwn onClose={close} />
  );
};
