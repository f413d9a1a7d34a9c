import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useCurrentUser } from '../account/currentUser';
import { useLiveUpdates } from '../engine/live/useLiveUpdates';
import { useRenewPush } from '../push/pushDevice';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { ShellMenu } from './ShellMenu';
import { useUserTheme } from './useUserTheme';

/** The shell around every screen of an area; the user type picks title and menu. Live updates run while it is shown, and web push is renewed once. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useUserTheme();
  useLiveUpdates();
  useRenewPush(useCurrentUser()?.id);
  return (
    // minWidth 0 (react-admin's root is fit-content): the shell keeps to the screen, and wide content
    // (tabs, tables) scrolls inside it instead of widening the page
    <Layout appBar={AppHeader} menu={ShellMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
      <Footer />
    </Layout>
  );
};
