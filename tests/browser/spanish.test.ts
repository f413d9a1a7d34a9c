// Issue 13 §3, Spanish: an es browser gets the login page in Spanish; a user who picks Español in
// Profile sees the shell, the lists, the forms' messages and the dates in Spanish at once and
// after a reload (the choice is in their settings); picking English brings English back.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../helpers/testApp.js';
import { expectOnPath, expectVisible, loginAs, navigateInApp, useBrowserSuite, VIEWPORT } from './pages.js';
import type { Page } from 'playwright-core';

const suite = useBrowserSuite();

interface Words {
  userMenu: string;
  profile: string;
  language: string;
  save: string;
}
const english: Words = { userMenu: 'User menu', profile: 'Profile', language: 'Language', save: 'Save' };
const spanish: Words = { userMenu: 'Menú de usuario', profile: 'Perfil', language: 'Idioma', save: 'Guardar' };

/** Picks a language in the Profile dialog, opened through the user menu, and saves it. */
async function chooseLanguage(page: Page, words: Words, name: string) {
  await page.getByRole('banner').getByRole('button', { name: words.userMenu }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: words.profile, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.profile });
  await dialog.getByRole('combobox', { name: words.language }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('button', { name: words.save, exact: true }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

describe('Spanish', () => {
  it('when the browser prefers Spanish, then the login page and its refusal are in Spanish before anyone logs in', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.app.baseUrl, viewport: VIEWPORT, locale: 'es-MX' });
    try {
      const page = await context.newPage();
      await page.goto('/user/login');
      await expectVisible(page.getByRole('button', { name: 'Iniciar sesión', exact: true }));
      await expectVisible(page.getByText('¿Olvidó su contraseña?', { exact: true }));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.getByLabel(/^Usuario/).fill('siteadmin');
      await page.getByLabel(/^Contraseña/).fill(`${DEMO_PASSWORD}-wrong`);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await expectVisible(page.getByRole('alert').getByText('Usuario o contraseña no válidos', { exact: true }));
    } finally {
      await context.close();
    }
  });

  it('when a user chooses Español in Profile, then the shell, a list, a validation message, a server refusal and a date are Spanish, after a reload too, until English is chosen', async () => {
    const { page } = suite;
    await loginAs(page, 'siteadmin');
    await expectOnPath(page, '/site/home');
    await chooseLanguage(page, english, 'Español');

    // the shell, at once
    const nav = (name: string) => page.getByRole('menuitem', { name, exact: true });
    await expectVisible(nav('Usuarios'));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: spanish.userMenu }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // a list: its headings, react-admin's own words and a date in DD/MM/YYYY HH:mm
    await navigateInApp(page, '/site/users');
    await expectVisible(page.getByRole('columnheader', { name: 'Apellido' }));
    await expectVisible(page.getByText('Filas por página:'));
    const updated = page.getByRole('cell').filter({ hasText: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ });
    await expectVisible(updated.first());

    // a form's validation message, the label translated with the sentence
    await navigateInApp(page, '/site/sites');
    await page.getByRole('button', { name: 'Añadir nuevo' }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectVisible(page.getByText('Nombre del sitio es obligatorio').first());

    // a refusal the server words comes in Spanish too (the admin asks for the user's language),
    // under the policy's rules in Spanish
    await page.getByRole('banner').getByRole('button', { name: spanish.userMenu }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
    const change = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await expectVisible(change.getByText(/^La longitud mínima de la contraseña es \d+$/));
    await change.getByLabel(/^Contraseña actual/).fill(`${DEMO_PASSWORD}-wrong`);
    await change.getByLabel(/^Nueva contraseña/).fill('Nueva!Clave-2026');
    await change.getByLabel(/^Verificar contraseña/).fill('Nueva!Clave-2026');
    await change.getByRole('button', { name: 'Guardar', exact: true }).click();
    const refused = page.getByRole('dialog', { name: 'Contraseña no válida' });
    await expectVisible(refused.getByText('La contraseña es incorrecta.', { exact: true }));
    await refused.getByRole('button', { name: 'Aceptar' }).click();
    await change.getByRole('button', { name: 'Cancelar' }).click();

    // the choice is the user's: a reload loads it again with the user
    await page.reload();
    await expectVisible(nav('Usuarios'));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Menú de usuario' }));

    await chooseLanguage(page, spanish, 'English');
    await expectVisible(nav('Users'));
    expect(await nav('Usuarios').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
