import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { latestLink } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fillLogin, logInThroughPage, logOutThroughPortal, newCustomer, registerThroughApi, registerThroughPage } from './accountSteps';

const adminEmail = 'direction@example.bf';
const adminPassword = 'mot-de-passe-direction';

describe('accounts in a browser', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('registers, lands on the dashboard, logs out and logs in again', async () => {
    const page = await browser.newPage();
    const awa = newCustomer('Awa');
    await registerThroughPage(page, t, awa);
    // Greeted by the name given at sign-up, not by the e-mail address.
    await page.getByText(`Bienvenue, ${awa.fullName}`).waitFor();
    await expect(page.locator('.portal-notice').textContent()).resolves.toMatch(/Votre espace client est prêt/);
    // The profile the database made from the sign-up carries the name.
    await page.getByText('Bonjour Awa !').waitFor();
    await logOutThroughPortal(page, t);
    await page.goto(`${t.url}/dashboard`);
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/);
    await fillLogin(page, awa.email, awa.password);
    await page.waitForURL(`${t.url}/dashboard`);
    await page.getByText(`Bienvenue, ${awa.fullName}`).waitFor();
    await page.close();
  });

  it('refuses an address already registered, with its own message', async () => {
    const page = await browser.newPage();
    const ali = newCustomer('Ali');
    await registerThroughApi(t, ali);
    await page.goto(`${t.url}/register`);
    await page.getByLabel('Nom complet').fill(ali.fullName);
    await page.getByLabel('Adresse e-mail').fill(ali.email);
    await page.locator('#register-password').fill(ali.password);
    await page.getByLabel('Confirmer le mot de passe').fill(ali.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Créer mon compte', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/Un compte existe déjà avec cette adresse e-mail/);
    expect(new URL(page.url()).pathname).toBe('/register');
    await page.close();
  });

  it('says when the password is wrong and lets nobody in', async () => {
    const page = await browser.newPage();
    const sali = newCustomer('Sali');
    await registerThroughApi(t, sali);
    await page.goto(`${t.url}/login`);
    await fillLogin(page, sali.email, 'pas-le-bon-mot-de-passe');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('E-mail ou mot de passe incorrect.');
    await page.goto(`${t.url}/dashboard/orders`);
    await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Forders$/);
    await page.close();
  });

  it('sends a visitor of a protected page to login and back to that page afterwards', async () => {
    const page = await browser.newPage();
    const issa = newCustomer('Issa');
    await registerThroughApi(t, issa);
    await page.goto(`${t.url}/dashboard/quotes`);
    await page.waitForURL(`${t.url}/login?redirect=%2Fdashboard%2Fquotes`);
    await page.getByText('Connectez-vous pour continuer.').waitFor();
    await fillLogin(page, issa.email, issa.password);
    await page.waitForURL(`${t.url}/dashboard/quotes`);
    await page.getByRole('heading', { level: 1, name: 'Mes devis' }).waitFor();
    await page.close();
  });

  it('keeps an unremembered session to its tab, a remembered one across tabs', async () => {
    const fati = newCustomer('Fati');
    await registerThroughApi(t, fati);
    const context = await browser.newContext();
    const first = await context.newPage();
    await logInThroughPage(first, t, fati);
    const second = await context.newPage();
    await second.goto(`${t.url}/dashboard`);
    await second.waitForURL(/\/login\?redirect=/);
    await second.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await logOutThroughPortal(first, t);
    await logInThroughPage(first, t, fati, true);
    await second.goto(`${t.url}/dashboard`);
    await second.waitForSelector('text=Bienvenue');
    expect(new URL(second.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  it('sends an administrator to the back-office, a customer named « admin » to the portal', async () => {
    const page = await browser.newPage();
    await page.goto(`${t.url}/login`);
    await fillLogin(page, adminEmail, adminPassword);
    await page.waitForURL(`${t.url}/admin`);
    // The back-office's own dashboard, not just its address.
    await page.getByTestId('count-appointments').waitFor();
    await page.close();

    // The role comes from the database, never from the address.
    const impostor = { ...newCustomer('Admin'), email: `admin.${Date.now()}@example.bf` };
    await registerThroughApi(t, impostor);
    const second = await browser.newPage();
    await logInThroughPage(second, t, impostor);
    await second.close();
  });

  it('recovers a forgotten password through the e-mailed link', async () => {
    const page = await browser.newPage();
    const moussa = newCustomer('Moussa');
    await registerThroughApi(t, moussa);
    await page.goto(`${t.url}/login`);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.waitForURL(`${t.url}/forgot-password`);
    // The login page (same « Adresse e-mail » label) may still be on screen while this one loads.
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    await page.getByLabel('Adresse e-mail').fill(moussa.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText(/Si un compte existe pour cette adresse/).waitFor();

    const link = await latestLink(t, moussa.email, /Réinitialisation/);
    expect(link.pathname).toBe('/reset-password');
    // The server writes links for SITE_URL; the test server listens on a port chosen at start.
    await page.goto(`${t.url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' }).waitFor();
    const newPassword = 'nouveau-mot-de-passe-2026';
    await page.locator('#reset-password').fill(newPassword);
    await page.locator('#reset-passwordConfirmation').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été modifié.').waitFor();

    await page.getByRole('link', { name: 'Accéder à mon espace client' }).click();
    await page.waitForURL(`${t.url}/dashboard`);
    await page.getByText(`Bienvenue, ${moussa.fullName}`).waitFor();
    await logOutThroughPortal(page, t);
    await fillLogin(page, moussa.email, moussa.password);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('E-mail ou mot de passe incorrect.');
    await page.locator('#login-password').fill(newPassword);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`${t.url}/dashboard`);
    await page.getByText(`Bienvenue, ${moussa.fullName}`).waitFor();
    await page.close();
  });
});
