import type { Browser, BrowserContext, Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { newCustomer, registerThroughApi } from './accountSteps';
import { administrator, adminEnv, untilDashboard } from './adminSteps';

/** The files of react-admin that admin/index.html lists for the login form to prefetch. */
async function reactAdminFiles(t: TestServer): Promise<string[]> {
  const html = await (await fetch(`${t.url}/admin/login`)).text();
  return html.match(/<meta name="backoffice-files" content="([^"]*)"/)?.[1].split(' ') ?? [];
}

describe('back-office login form, drawn before react-admin', () => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'fr-FR' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-login-e2e-${task.id}.png`) });
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const emailField = () => page.getByLabel('Adresse e-mail');
  const submit = async (email: string, password: string) => {
    await emailField().fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Connexion' }).click();
  };

  it('shows the form while react-admin is still held back, then opens the page that was asked for', async () => {
    const held = new Set(await reactAdminFiles(t));
    expect([...held].some((file) => /\/App-[\w-]+\.js$/.test(file))).toBe(true);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const heldRequests: string[] = [];
    await context.route('**/assets/**', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (held.has(pathname)) {
        heldRequests.push(pathname);
        await released;
      }
      await route.continue();
    });

    await page.goto(`${t.url}/admin/settings`);
    await emailField().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    release();
    await submit(administrator.email, administrator.password);
    await page.getByLabel('Adresse de notification (demandes reçues)').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    // They were asked for behind the form (prefetched, or imported at login), not before it.
    expect(heldRequests.some((file) => /\/App-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('paints the form from the HTML alone, and a « Connexion » there sends nothing anywhere', async () => {
    const noScript = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false });
    try {
      const bare = await noScript.newPage();
      const sent: string[] = [];
      bare.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
      await bare.goto(`${t.url}/admin/login`);
      await bare.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
      await bare.getByLabel('Adresse e-mail').fill(administrator.email);
      await bare.locator('input[name="password"]').fill(administrator.password);
      const before = sent.length;
      await bare.getByRole('button', { name: 'Connexion' }).click();
      await bare.getByLabel('Adresse e-mail').waitFor();
      expect(sent.slice(before)).toEqual([]);
      expect(bare.url()).toBe(`${t.url}/admin/login`);
    } finally {
      await noScript.close();
    }
  });

  it('hydrates the form without a mismatch, keeping what was typed and a « Connexion » pressed before', async () => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const formScript = (await (await fetch(`${t.url}/admin/login`)).text()).match(/<meta name="backoffice-login-files" content="([^" ]*)/)?.[1];
    expect(formScript).toMatch(/\/mountBackOffice-[\w-]+\.js$/);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await context.route(`**${formScript}`, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });

    await page.goto(`${t.url}/admin/settings`);
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    // Typed on the form of the HTML: the first key asks for the form's script, held here.
    await emailField().pressSequentially(administrator.email);
    await page.locator('input[name="password"]').pressSequentially(administrator.password);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await expect.poll(() => asked).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    release();
    await page.getByLabel('Adresse de notification (demandes reçues)').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    expect(problems.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
  });

  it('tells a wrong password in French and stays on the form', async () => {
    await page.goto(`${t.url}/admin/login`);
    await submit(administrator.email, 'pas-le-bon-mot-de-passe');
    await page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await expect.poll(() => page.evaluate(() => Object.keys(window.sessionStorage).length + Object.keys(window.localStorage).filter((key) => key.startsWith('sb-')).length)).toBe(0);
  });

  it('sends a customer who signs in there to the portal', async () => {
    const customer = newCustomer('Salif');
    await registerThroughApi(t, customer);
    await page.goto(`${t.url}/admin/login`);
    await submit(customer.email, customer.password);
    // The portal's own title: the login page has a level-1 heading too.
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('shows the same form inside react-admin after a logout, and signs in again to the dashboard', async () => {
    await page.goto(`${t.url}/admin`);
    await submit(administrator.email, administrator.password);
    await untilDashboard(page);
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await submit(administrator.email, administrator.password);
    await untilDashboard(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?$/);
  });
});
