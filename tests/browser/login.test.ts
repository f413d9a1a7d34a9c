// Login, refused logins and logout through the built admin (operations §2, §4, §8).
import { describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  expectOnPath,
  expectStartPage,
  expectVisible,
  loginAndLand,
  loginAs,
  loginButton,
  loginMessage,
  logout,
  storedSession,
  submitLogin,
  useBrowserSuite,
} from './pages.js';

const suite = useBrowserSuite();

describe('login', () => {
  for (const who of Object.values(DEMO_LOGINS)) {
    it(`when ${who.login} logs in, then ${who.startPath} opens in their shell`, async () => {
      const { page } = suite;
      await loginAs(page, who.login);
      await expectStartPage(page, who);
      const session = await storedSession(page);
      expect(session.accessToken).toBeTruthy();
      expect(session.isRedirectToPasswordReset).toBe('false');
    });
  }

  it('when the password is wrong, then the refusal is shown, with the attempts left once 3 or fewer remain', async () => {
    const { page } = suite;
    // the policy of every demo user allows 5 attempts (server/seed/demoSecurity.ts)
    await loginAs(page, 'dispatcher2', 'Wrong!password1');
    const message = loginMessage(page);
    await expectVisible(message);
    expect(await message.innerText()).not.toContain('login attempt(s) left');
    await expectOnPath(page, '/user/login');

    await submitLogin(page, 'dispatcher2', 'Wrong!password2');
    await expectVisible(
      message.getByText('You have 3 login attempt(s) left before your account will be temporarily locked out.', { exact: true }),
    );
    await expectVisible(message.getByText('Invalid Username or Password', { exact: true }));

    await submitLogin(page, 'dispatcher2', 'Wrong!password3');
    await expectVisible(message.getByText('You have 2 login attempt(s) left before your account will be temporarily locked out.'));
    expect((await storedSession(page)).accessToken).toBeNull();

    // the right password still opens the account (and clears the count)
    await submitLogin(page, 'dispatcher2');
    await expectStartPage(page, DEMO_LOGINS.dispatcher2);
  });

  it('when one name has had too many wrong passwords, then the login screen says when to try again', async () => {
    const { page } = suite;
    // 10 failed logins for one name use up loginPerName (README "Rate limits"); the 11th is throttled.
    const name = 'throttled-name';
    await loginAs(page, name, 'Wrong!password0');
    for (let i = 1; i < 10; i++) await submitLogin(page, name, `Wrong!password${i}`);
    await submitLogin(page, name, 'Wrong!password10');
    await expectVisible(page.getByRole('alert').getByText(/^Too many attempts\. Please try again in \d+ minutes\.$/));
    await expectOnPath(page, '/user/login');
  });

  it('when the username or the password is left empty, then the form says what is required and stays; the shell is fetched once the page is touched', async () => {
    const { page } = suite;
    // the login page opened first has its own small load (account/login/loginStart.tsx)
    const shell: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/start-[^/]+\.js$/.test(request.url())) shell.push(request.url());
    });
    await page.goto('/user/login');
    await expectVisible(loginButton(page));
    expect(shell).toEqual([]);
    await loginButton(page).click();
    await expectVisible(page.getByText('Valid Username is required'));
    await expectVisible(page.getByText('Password is required'));
    // the first empty field takes the focus, for the keyboard and the screen reader
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await expectOnPath(page, '/user/login');
    await expect.poll(() => shell.length).toBe(1);
  });
});

describe('logout', () => {
  it('when the user logs out, then the login screen shows, the session ends on the server and a deep link goes to login', async () => {
    const { page, api } = suite;
    const who = DEMO_LOGINS.dispatcher;
    await loginAndLand(page, who);
    // a reload keeps the session (the refresh route loads the user again)
    await page.reload();
    await expectStartPage(page, who);
    const { accessToken, userId } = await storedSession(page);
    expect((await api.call('GET', `/User/${userId}`, { token: accessToken! })).status).toBe(200);

    await logout(page);
    expect(await storedSession(page)).toEqual({ userId: null, userType: null, accessToken: null, isRedirectToPasswordReset: null });
    // the server has ended the session too
    expect((await api.call('GET', `/User/${userId}`, { token: accessToken! })).status).toBe(401);

    await page.goto(who.startPath);
    await expectOnPath(page, '/user/login');
    await expectVisible(loginButton(page));
    await page.goto('/site/home');
    await expectOnPath(page, '/user/login');
  });

  it('when nobody is logged in, then a deep link to a guarded route goes to login', async () => {
    const { page } = suite;
    await page.goto('/fleet/home');
    await expectOnPath(page, '/user/login');
    await expectVisible(loginButton(page));
  });
});
