import { Notification } from 'react-admin';
import { SessionWatcher } from '../account/SessionWatcher';
import { HandedOverGrace } from '../account/login/useGraceNotice';
import { SystemDialogHost } from './SystemDialogHost';

/**
 * Rendered once by <Admin notification> inside every provider and outside the routes, which makes it
 * the place for what must work on any screen: toasts, system dialogs and the session watcher.
 */
export const AppNotifications = () => (
  <>
    <Notification />
    <SystemDialogHost />
    <SessionWatcher />
    <HandedOverGrace />
  </>
);
