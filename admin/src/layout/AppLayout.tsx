import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { ShellMenu } from './ShellMenu';
import { useUserTheme } from './useUserTheme';

/** The shell around every screen of an area; the user type picks title and menu. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useUserTheme();
  return (
    <Layout appBar={AppHeader} menu={ShellMenu}>
      {children}
      <Footer />
    </Layout>
  );
};
