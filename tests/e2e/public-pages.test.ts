import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage } from './publicSteps';

describe('the public pages in a browser', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('serves the home page rendered by the server in French, with its own title, JSON-LD, and no error once hydrated', async () => {
    const html = await (await fetch(`${t.url}/`)).text();
    expect(html).toContain('Votre partenaire informatique à Ouagadougou');
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(html).toContain('Zone du bois, Secteur 8');

    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.title()).toContain('Ouaga IT Services');
    await page.getByRole('link', { name: 'Prendre rendez-vous' }).first().waitFor();
    // Client-side navigation changes the title and keeps working.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nos services informatiques' }).waitFor();
    expect(await page.title()).toBe('Nos services informatiques | Ouaga IT Services');
    expect(await page.locator('.card-grid > li').count()).toBe(8);
    expect(await page.getAttribute('a[href="/appointment?service=security"]', 'href')).toBe('/appointment?service=security');
    expect(errors).toEqual([]);
    await context.close();
  });

  // One test per page, each with its own time limit: the ten in one test went past 60 s on a loaded machine.
  for (const url of ['/services', '/products', '/appointment', '/quote', '/contact', '/blog', '/privacy-policy', '/terms-of-service', '/sitemap', '/cart']) {
    it(`hydrates ${url} without an error or a layout shift, with no inline script but the boot script its policy names`, async () => {
      const answer = await fetch(`${t.url}${url}`);
      const html = await answer.text();
      // The Content-Security-Policy allows one inline script, by its hash: the boot script (JSON data blocks are not run).
      const inline = [...html.replace(/<script type="application\/(?:ld\+)?json"[^>]*>[\s\S]*?<\/script>/g, '').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline).toHaveLength(1);
      const hash = `'sha256-${createHash('sha256').update(inline[0][1]).digest('base64')}'`;
      expect(/script-src ([^;]*)/.exec(answer.headers.get('content-security-policy') ?? '')?.[1].split(' ')).toEqual(["'self'", hash]);
      const { context, page, errors } = await openPage(browser);
      await page.goto(`${t.url}${url}`, { waitUntil: 'networkidle' });
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 200);
          }),
      );
      expect({ url, errors, shifted: shifted > 0.02 }).toEqual({ url, errors: [], shifted: false });
      await context.close();
    });
  }

  for (const width of [1366, 390]) {
    it(`lines the /services cards up with the title, and draws the « Réseaux » icon whole (${width} px)`, async () => {
      const { context, page, errors } = await openPage(browser, { mobile: width === 390 });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${t.url}/services`);
      const title = page.getByRole('heading', { level: 1, name: 'Nos services informatiques' });
      await title.waitFor();
      const titleBox = await title.boundingBox();
      const gridBox = await page.locator('.card-grid').boundingBox();
      expect(titleBox && gridBox).toBeTruthy();
      // Same left edge, inside the window's margin; the grid ends where the title's container does.
      expect(Math.abs(gridBox!.x - titleBox!.x)).toBeLessThanOrEqual(1);
      expect(gridBox!.x).toBeGreaterThanOrEqual(16);
      expect(gridBox!.x + gridBox!.width).toBeLessThanOrEqual(width - 16);
      // The network card's icon covers its box (the old path drew its hub as a 0.01 arc, a stray dot).
      const icon = await page.locator('#service-network > svg path').evaluate((path) => {
        const box = (path as SVGPathElement).getBBox();
        return { width: box.width, height: box.height };
      });
      expect(icon.width).toBeGreaterThanOrEqual(16);
      expect(icon.height).toBeGreaterThanOrEqual(16);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('links « Où nous trouver » to OpenStreetMap at the point of the settings', async () => {
    await t.server.ctx.db.query('update public.site_settings set latitude = 12.36566, longitude = -1.53388 where id = 1');
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/contact`);
    const location = page.getByRole('region', { name: 'Où nous trouver' });
    const map = location.getByRole('link', { name: /Voir sur la carte/ });
    await map.waitFor();
    const href = new URL((await map.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://www.openstreetmap.org');
    expect(href.searchParams.get('mlat')).toBe('12.36566');
    expect(href.searchParams.get('mlon')).toBe('-1.53388');
    expect(await map.getAttribute('target')).toBe('_blank');

    // Without a point, no link.
    await t.server.ctx.db.query('update public.site_settings set latitude = null, longitude = null where id = 1');
    await page.goto(`${t.url}/contact`);
    await location.getByText('Zone du bois, Secteur 8').waitFor();
    expect(await location.getByRole('link', { name: /Voir sur la carte/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows « Page non trouvée » with a link home for an unknown address', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/cette-page-n-existe-pas`);
    await page.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(`${t.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Votre partenaire informatique à Ouagadougou' }).waitFor();
    // The browser reports the page's own 404 status; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('leads /privacy and /terms to the legal pages', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${t.url}/privacy`);
    await page.waitForURL(`${t.url}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
    await page.goto(`${t.url}/terms`);
    await page.waitForURL(`${t.url}/terms-of-service`);
    await page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" }).waitFor();
    await context.close();
  });

  it('opens and closes the mobile menu by keyboard, and closes it on navigation', async () => {
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/`);
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.waitFor();
    // Wait for hydration: the server-rendered button does nothing before it.
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Fermer le menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await close.getAttribute('aria-controls')).toBe('main-menu');
    // Focus moved into the menu; Escape closes it and gives focus back to the button.
    expect(await page.evaluate(() => document.activeElement?.closest('#main-menu') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('main-menu');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.locator('#main-menu').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contactez-nous' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#main-menu').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const robots = await fetch(`${t.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await fetch(`${t.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/services</loc>');
    expect(xml).toContain('/products/');
  });
});
