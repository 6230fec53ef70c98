import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage } from './publicSteps';

const phone = '+226 25 36 00 00';
const whatsappNumber = '22670112233';

/**
 * Issue 18, the public site without a network (decision 028): the service worker keeps the pages a
 * visitor has seen and shows a French offline page with the company's phone for the others; it never
 * answers for the back-office. And real visitors' Web Vitals reach the database by beacon.
 */
describe('the public site offline', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    await t.server.ctx.db.query('update public.site_settings set phone_main = $1, whatsapp_number = $2 where id = 1', [phone, whatsappNumber]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** The worker installed (offline page and application kept) and in charge of this page. */
  const untilWorkerControls = async (page: Page) => {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  };

  /** The page's after-load module (src/public-site/afterLoad.ts: links offline, Web Vitals) has run. */
  const untilAfterLoad = (page: Page) =>
    page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/afterLoad-[^/]+\.js$/.test(entry.name)), undefined, { timeout: 15_000 });

  it('opens pages seen before, shows the offline page with the phone for another, and never serves /admin', async () => {
    const { context, page, errors } = await openPage(browser, { serviceWorker: true });
    await page.goto(`${t.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Votre partenaire informatique à Ouagadougou' }).waitFor();
    await untilWorkerControls(page);
    // Seen with the worker in charge: kept with their scripts.
    await page.goto(`${t.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Votre partenaire informatique à Ouagadougou' }).waitFor();
    // An account page is never kept (its address may hold a token).
    await page.goto(`${t.url}/login?redirect=%2Fdashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const services = await page.goto(`${t.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'Nos services informatiques' }).waitFor();
    expect(services?.fromServiceWorker()).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Nos services informatiques' }).waitFor();

    // A link inside the page, offline: the kept page, not « page indisponible ».
    await untilAfterLoad(page);
    await page.locator('a.header__brand').click();
    await page.getByRole('heading', { level: 1, name: 'Votre partenaire informatique à Ouagadougou' }).waitFor();

    // A page never opened: the offline page, with the company's phone and messaging link.
    await untilAfterLoad(page);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    const call = page.locator('#content').getByRole('link', { name: phone });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:+22625360000');
    expect(await page.locator('#content').getByRole('link', { name: /Nous écrire sur WhatsApp/ }).getAttribute('href')).toContain(`https://wa.me/${whatsappNumber}`);
    // Typed in the address bar: the same; and for the account page seen online, which was not kept.
    await page.goto(`${t.url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    await page.goto(`${t.url}/login?redirect=%2Fdashboard`);
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    await page.goto(`${t.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'Nos services informatiques' }).waitFor();

    // The back-office is the network's alone: offline, the browser's own error, never a kept copy or the offline page.
    await expect(page.goto(`${t.url}/admin`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
    const admin = await page.goto(`${t.url}/admin`);
    expect(admin?.status()).toBe(200);
    expect(admin?.fromServiceWorker()).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByLabel('Adresse e-mail').waitFor();

    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toContain('/services');
    // Nor the back-office's own scripts, though it was opened with the worker installed.
    const backOfficeEntry = /<script type="module"[^>]*src="([^"]+)"/.exec(await (await fetch(`${t.url}/admin`)).text())?.[1];
    expect(backOfficeEntry).toMatch(/^\/assets\//);
    expect(kept).not.toContain(backOfficeEntry);
    expect(kept).not.toContain('/login');
    expect(kept.filter((url) => /^\/(admin|dashboard|auth\/v1|rest\/v1)/.test(url) || /^\/storage\/v1\/(?!object\/public|render\/image\/public)/.test(url))).toEqual([]);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });

  it('links a web app manifest with icons from every public page, and allows the worker in the CSP', async () => {
    const home = await fetch(`${t.url}/`);
    expect(home.headers.get('content-security-policy')).toContain("worker-src 'self'");
    const html = await home.text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const manifest = (await (await fetch(`${t.url}/manifest.webmanifest`)).json()) as { name: string; short_name: string; theme_color: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ name: 'Ouaga IT Services', short_name: 'Ouaga IT', theme_color: '#0b3d6e' });
    for (const icon of manifest.icons) {
      const answer = await fetch(`${t.url}${icon.src}`);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const worker = await fetch(`${t.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the visit’s Web Vitals by beacon when the page is left, without its query string', async () => {
    const { context, page } = await openPage(browser, { serviceWorker: true });
    await page.goto(`${t.url}/services?category=reseaux`);
    await page.getByRole('heading', { level: 1, name: 'Nos services informatiques' }).waitFor();
    // Loaded a few seconds after the page (src/main.tsx).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/reportWebVitals-[^/]+\.js$/.test(entry.name)), undefined, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Nos services informatiques' }).click();
    await page.goto(`${t.url}/contact`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const rows = async () =>
      (await t.server.ctx.db.query<{ metric: string; path: string; device: string; connection: string | null }>(`select metric, path, device, connection from public.web_vitals where path = '/services'`)).rows;
    await expect.poll(async () => (await rows()).map((row) => row.metric).sort(), { timeout: 10_000 }).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
    for (const row of await rows()) expect(row).toMatchObject({ path: '/services', device: 'desktop' });
    // Visitors cannot read them back.
    const readBack = await fetch(`${t.url}/rest/v1/web_vitals?select=*&apikey=${t.anonKey}`);
    expect(readBack.status).toBe(401);
    await context.close();
  });
});
