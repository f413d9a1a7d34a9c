// The login page's own first load (issue 35 §1): /user/login opened as the page's first screen —
// most visits start here, many of them on a phone — renders the login screen on MUI alone, without
// the shell (react-admin, the router, the route table and every module's screens). After a login
// the shell is loaded and started at the page it goes to, in the same page: the session, the user
// and the grace notice are handed over as the shell's own login would leave them. Inside the
// shell (after a logout, a deep link without a session) the same screen is its route (LoginPage).
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nContext, Notification, NotificationContextProvider } from 'react-admin';
import { SystemDialogHost } from '../../dialogs/SystemDialogHost';
import { i18nProvider, loadSpanish } from '../../i18n/i18nProvider';
import { activeLanguage } from '../../i18n/locale';
import { lightTheme } from '../../layout/theme';
import { signIn, type Credentials } from './signIn';
import { LoginScreen } from './LoginScreen';
import { handOverGrace } from './useGraceNotice';

/**
 * Fetches the shell's chunk once the login page is up (named in index.html by the build: see
 * vite.config.ts): a modulepreload is fetched and parsed, not run, so the phone's thread stays
 * free while the user types, and a login goes on without waiting for the download.
 */
function preloadShell() {
  const href = document.querySelector<HTMLMetaElement>('meta[name="yardmaster-shell"]')?.content;
  if (!href) return; // the dev server has no chunks
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/** What the user is likely to do first on the login page: the shell's download starts with it. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;
/** Without a touch (a password manager's fill), the shell's download starts this long after the screen shows. */
const PRELOAD_AFTER_MS = 3000;

/**
 * Starts the shell's download when the user first touches the login screen, or a while after it
 * shows: not with the screen's own files and first paint, whose time on a slow network it would share.
 */
const PreloadShell = () => {
  useEffect(() => {
    const start = () => {
      stop();
      preloadShell();
    };
    const timer = setTimeout(start, PRELOAD_AFTER_MS);
    const stop = () => {
      clearTimeout(timer);
      FIRST_TOUCH.forEach((type) => removeEventListener(type, start, true));
    };
    FIRST_TOUCH.forEach((type) => addEventListener(type, start, true));
    return stop;
  }, []);
  return null;
};

/** The shell's code, for the page a login goes to; when it cannot be had, that page loaded anew. */
async function shellOrReload(path: string) {
  try {
    return (await import('../../start')).startApp;
  } catch {
    // the session is stored: the page loaded at `path` starts the shell itself (main.tsx), and a
    // retry of the form would sign in again (a grace login spent for nothing)
    location.assign(path);
    return null;
  }
}

/** Renders the login screen in `container`; a login replaces it with the shell. */
export async function startLogin(container: HTMLElement) {
  // a browser that prefers Spanish sees it from the first render (English if its catalogue fails)
  if (activeLanguage.get() === 'es') await loadSpanish().catch(() => undefined);
  document.documentElement.setAttribute('lang', i18nProvider.getLocale());
  const root = createRoot(container);
  const login = async (credentials: Credentials) => {
    // '/' is the start page's redirect (pages/StartRedirect.tsx): the route table is the shell's
    const result = await signIn(credentials, () => '/');
    const startApp = await shellOrReload(result.redirectTo);
    if (!startApp) return result;
    handOverGrace(result.grace);
    history.pushState(null, '', result.redirectTo);
    root.unmount();
    startApp(container);
    return result;
  };
  // the forgotten-password reset hands over the username it reset (in the router's history state)
  const username = (history.state as { usr?: { username?: string } } | null)?.usr?.username;
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={createTheme(lightTheme)}>
          <CssBaseline enableColorScheme />
          <I18nContext.Provider value={i18nProvider}>
            <NotificationContextProvider>
              <LoginScreen signIn={login} username={username} />
              <PreloadShell />
              <Notification />
              <SystemDialogHost />
            </NotificationContextProvider>
          </I18nContext.Provider>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
}
