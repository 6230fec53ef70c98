import type { Browser, Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enrollTotp, totpCode, wrongCode } from '../fixtures/totp';
import { signUpAdmin, testPassword } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { latestLink } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, submitAdminPassword, untilDashboard } from './adminSteps';

describe('back-office sign-in with a second factor', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let secret: string;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-mfa-e2e-${task.id}.png`) });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const codeField = () => page.getByLabel('Code à 6 chiffres');

  it('enrolls an authenticator app from the « Sécurité » page: QR code, key to type, first code', async () => {
    await submitAdminPassword(page, t);
    await untilDashboard(page);
    await page.getByRole('menuitem', { name: 'Sécurité' }).click();
    await page.getByRole('heading', { name: 'Double authentification' }).waitFor();
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    await page.getByText('Scannez ce code QR').waitFor();
    const qr = page.getByRole('img', { name: 'Code QR à scanner avec l’application d’authentification' });
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await codeField().fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Double authentification active depuis le').waitFor();
  });

  it('asks for the six-digit code after the password, refuses a wrong one, opens the back-office with the right one', async () => {
    // Another device: a session that has only the password.
    page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    await submitAdminPassword(page, t);
    await page.getByRole('heading', { name: 'Double authentification' }).waitFor();
    await codeField().waitFor();
    expect(await codeField().getAttribute('inputmode')).toBe('numeric');
    expect(await codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField().evaluate((input) => input === document.activeElement)).toBe(true);
    // Nothing of the back-office opens meanwhile, even at its own addresses.
    await page.goto(`${t.url}/admin/products`);
    await page.getByRole('heading', { name: 'Double authentification' }).waitFor();
    await codeField().waitFor();
    expect(await page.getByText('Rendez-vous en attente').count()).toBe(0);

    await codeField().fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('Code incorrect ou déjà utilisé.').waitFor();

    // The app's next code: the one of the enrollment step is spent.
    await codeField().fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Valider' }).click();
    await untilDashboard(page);
  });

  it('makes an administrator without a factor enroll one before the back-office opens, when the settings require it', async () => {
    const colleague = await signUpAdmin(t, 'Collègue Sans Application');
    await t.server.ctx.db.query('update public.site_settings set admin_mfa_required = true where id = 1');
    page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    await page.goto(`${t.url}/admin`);
    await page.getByLabel('Adresse e-mail').fill(colleague.email);
    await page.locator('input[name="password"]').fill(testPassword);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.getByText('La double authentification est obligatoire pour les administrateurs').waitFor();
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    const colleagueSecret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await codeField().fill(totpCode(colleagueSecret));
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await untilDashboard(page);
  });

  it('asks the app’s code before saving a new password from a recovery link, as GoTrue asks aal2 for it', async () => {
    const forgetful = await signUpAdmin(t, 'Collègue Distraite');
    const { secret: forgetfulSecret } = await enrollTotp(forgetful.client);
    await t.client().auth.resetPasswordForEmail(forgetful.email, { redirectTo: `${t.url}/admin/set-password` });
    const link = await latestLink(t, forgetful.email, /Réinitialisation/);
    page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    await page.goto(`${t.url}${link.pathname}${link.search}`);
    const newPassword = 'nouveau-mot-de-passe-protege';
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('saisissez le code à 6 chiffres de votre application pour enregistrer le nouveau mot de passe').waitFor();
    // The recovery link alone has not changed the password.
    expect((await t.client().auth.signInWithPassword({ email: forgetful.email, password: newPassword })).error).not.toBeNull();
    // The enrollment spent the current step's code: the app's next one.
    await codeField().fill(totpCode(forgetfulSecret, 1));
    await page.getByRole('button', { name: 'Valider' }).click();
    await untilDashboard(page);
    expect((await t.client().auth.signInWithPassword({ email: forgetful.email, password: newPassword })).error).toBeNull();
  });
});
