import { useCurrentUser } from '../account/currentUser';
import { ChangePasswordDialog } from '../account/password/ChangePasswordDialog';
import { ProfileDialog } from '../account/profile/ProfileDialog';
import { shellDialog } from './shellDialogs';

/** Profile and own Change Password, opened from the user menu or from each other. */
export const ShellDialogs = () => {
  const user = useCurrentUser();
  const dialog = shellDialog.useValue();
  const close = () => shellDialog.set(null);
  if (!user || !dialog) return null;
  return dialog === 'profile' ? (
    <ProfileDialog user={user} onClose={close} onChangePassword={() => shellDialog.set('changePassword')} />
  ) : (
    <ChangePasswordDialog user={user} isOwn onClose={close} />
  );
};
