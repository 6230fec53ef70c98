import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin } from './adminSteps';

/** /admin/analytics: real visitors' p75 per page and per connection type, coloured against Google's thresholds. */
describe('back-office: visitors’ Web Vitals', () => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    // /lent: LCP 4000, 5000, 5000, 6000 on 3g → p75 5250 ms (poor); /rapide: LCP 1200 on 4g (good); CLS 0.15 (needs improvement).
    await t.server.ctx.db.query(
      `insert into public.web_vitals (metric, value, path, connection, device) values
         ('LCP', 4000, '/lent', '3g', 'phone'), ('LCP', 5000, '/lent', '3g', 'phone'),
         ('LCP', 5000, '/lent', '3g', 'phone'), ('LCP', 6000, '/lent', '3g', 'phone'),
         ('LCP', 1200, '/rapide', '4g', 'desktop'), ('INP', 90, '/rapide', '4g', 'desktop'), ('CLS', 0.15, '/rapide', '4g', 'desktop')`,
    );
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR' });
    page = await context.newPage();
    await logInToAdmin(page, t);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await t?.close();
  });

  it('shows each page’s and each connection’s p75 with its rating', async () => {
    await page.goto(`${t.url}/admin/analytics`);
    await page.getByRole('heading', { name: 'Vitesse ressentie par les visiteurs (28 derniers jours)' }).waitFor();
    const perPage = page.getByRole('table', { name: 'Par page' });
    await perPage.waitFor();
    const slow = perPage.getByRole('row', { name: /\/lent/ });
    await slow.getByLabel('5,25 s : mauvais').waitFor();
    expect(await slow.getByRole('cell').last().textContent()).toBe('4');
    const fast = perPage.getByRole('row', { name: /\/rapide/ });
    await fast.getByLabel('1,2 s : bon').waitFor();
    await fast.getByLabel('90 ms : bon').waitFor();
    await fast.getByLabel('0,15 : à améliorer').waitFor();
    const perConnection = page.getByRole('table', { name: 'Par type de connexion' });
    await perConnection.getByRole('row', { name: /3g/ }).getByLabel('5,25 s : mauvais').waitFor();
    await page.getByRole('heading', { name: 'Évolution jour par jour (toutes pages)' }).waitFor();
  });
});
