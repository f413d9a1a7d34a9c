// The forced password change after login and the forgot-password flow, end to end through the
// built admin and the mail outbox (operations §2, §4, §8).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUser, setUser } from '../helpers/demo.js';
import {
  DEMO_LOGINS,
  expectOnPath,
  expectStartPage,
  expectStaysOnPath,
  expectVisible,
  loginAs,
  loginButton,
  navigateInApp,
  passwordField,
  storedSession,
  submitLogin,
  useBrowserSuite,
  usernameField,
} from './pages.js';
import { outboxSnapshot, resetLinkPath, waitForMail } from '../helpers/outbox.js';

const suite = useBrowserSuite();

/** The rules of the demo 'Driver Policy' (server/seed/demoSecurity.ts), in the words of schemas/passwordRules.ts. */
const DRIVER_RULES = [
  'Password minimum length is 8',
  'Must contain minimum of 2 alpha characters',
  'Must contain minimum of 1 lower case character',
  'Must contain minimum of 1 upper case character',
  'Must contain minimum of 1 numeric character',
];

const newPasswordField = (page: Page) => page.getByLabel(/^New Password/);
const verifyField = (page: Page) => page.getByLabel(/^Verify Password/);
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

describe('forced password change', () => {
  it('when the user must change the password, then login lands on /user/pwdreset, keeps them there and the change opens the start page', async () => {
    const { page, app, api } = suite;
    const who = DEMO_LOGINS.driver3;
    await setUser(app.ctx, who.login, { forcePWDChange: true });

    await loginAs(page, who.login);
    await expectOnPath(page, '/user/pwdreset');
    await expectVisible(page.getByRole('heading', { name: 'Password Expired' }));
    await expectVisible(page.getByText('Your password has expired. Enter a new password to continue.'));
    expect((await storedSession(page)).isRedirectToPasswordReset).toBe('true');

    // another route, inside the app: sent back
    const expired = page.getByRole('heading', { name: 'Password Expired' });
    await navigateInApp(page, who.startPath);
    await expectStaysOnPath(page, '/user/pwdreset', expired);

    // a reload, then deep links: still sent back
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Password Expired' }));
    await page.goto('/');
    await expectStaysOnPath(page, '/user/pwdreset', expired);
    await page.goto('/fleet/home');
    await expectStaysOnPath(page, '/user/pwdreset', expired);

    // the rules of the user's policy are listed once the user is loaded again
    for (const rule of DRIVER_RULES) await expectVisible(page.getByText(rule, { exact: true }));
    const submit = submitButton(page);
    expect(await submit.isDisabled()).toBe(true);

    // a password that breaks the rules keeps Submit disabled and says so
    await newPasswordField(page).fill('short');
    await expectVisible(page.getByText('New Password does not meet requirements.'));
    await verifyField(page).fill('different');
    await expectVisible(page.getByText('New and Verify passwords do not match.'));
    expect(await submit.isDisabled()).toBe(true);

    const newPassword = 'Yardmove42x';
    await newPasswordField(page).fill(newPassword);
    await verifyField(page).fill(newPassword);
    await expectVisible(page.getByRole('button', { name: 'Submit', exact: true, disabled: false }));
    await submit.click();

    // the toast shows for 2 s from the answer: watched for while the start page loads, not after it
    await Promise.all([expectStartPage(page, who), expectVisible(page.getByText('Password Change Completed'))]);
    expect((await storedSession(page)).isRedirectToPasswordReset).toBe('false');
    expect((await demoUser(app.ctx, who.login)).forcePWDChange).toBe(false);

    // the start page survives a reload now, and the new password is the one that works
    await page.reload();
    await expectStartPage(page, who);
    expect((await api.authenticate(who.login)).isPasswordValid).toBe(false);
    expect((await api.authenticate(who.login, newPassword)).isPasswordValid).toBe(true);
  });
});

describe('forgot password', () => {
  it('when a user asks for a reset from the login screen, then the e-mailed link sets a new password that logs in', async () => {
    const { page, db } = suite;
    const who = DEMO_LOGINS.driver2;
    const email = 'angela.brooks@greatlakesfreight.example';

    await page.goto('/user/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await expectVisible(dialog);
    const before = outboxSnapshot(db);
    await dialog.getByLabel(/^Username or Email/).fill(who.login);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(page.getByText(`Email has been sent to ${who.login} with instructions on resetting your password.`));
    expect(await dialog.count()).toBe(0);

    const mail = await waitForMail(db, before);
    expect(mail).toContain(`To: ${email}`);
    const link = resetLinkPath(mail);
    expect(link).toMatch(/^\/user\/forgotpwd\?tok=[A-Za-z0-9_-]{40,}$/);

    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: 'Reset Password' }));
    await expectVisible(page.getByText('Password requirements:', { exact: true }));
    for (const rule of DRIVER_RULES) await expectVisible(page.getByText(rule, { exact: true }));
    expect(await page.getByText(/special character/).count()).toBe(0);
    // no current password on the reset page: only new and verify
    expect(await page.getByLabel(/^Current Password/).count()).toBe(0);

    await newPasswordField(page).fill('nodigits');
    await expectVisible(page.getByText('New Password does not met requirements.'));
    const newPassword = 'Forgot2Reset';
    await newPasswordField(page).fill(newPassword);
    await verifyField(page).fill(newPassword);
    await submitButton(page).click();

    // back on login with the username filled in (the 2 s toast watched for from the click)
    await Promise.all([expectOnPath(page, '/user/login'), expectVisible(page.getByText('Password Change Completed'))]);
    expect(await usernameField(page).inputValue()).toBe(who.login);
    await passwordField(page).fill(newPassword);
    await loginButton(page).click();
    await expectStartPage(page, who);

    // the link worked once
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expectVisible(page.getByRole('alert'));
    await expectVisible(page.getByRole('button', { name: 'Back to Login' }));
  });

  it('when the reset is asked for by e-mail address, then the mail goes to that account and the old password stops working after the reset', async () => {
    const { page, db, api } = suite;
    const who = DEMO_LOGINS.dispatcher2;
    const email = 'raj.patel@sunbeltlogistics.example';

    await page.goto('/user/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const before = outboxSnapshot(db);
    await page.getByLabel(/^Username or Email/).fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expectVisible(page.getByText(`Email has been sent to ${email} with instructions on resetting your password.`));
    const mail = await waitForMail(db, before);
    expect(mail).toContain(`To: ${email}`);

    await page.goto(resetLinkPath(mail));
    // the dispatch policy asks for a special character too
    await expectVisible(page.getByText('Must contain minimum of 1 special character', { exact: true }));
    const newPassword = 'Dispatch!2026';
    await newPasswordField(page).fill(newPassword);
    await verifyField(page).fill(newPassword);
    await submitButton(page).click();
    await expectOnPath(page, '/user/login');

    expect((await api.authenticate(who.login)).isPasswordValid).toBe(false);
    await submitLogin(page, who.login, newPassword);
    await expectStartPage(page, who);
  });
});
