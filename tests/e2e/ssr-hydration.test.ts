import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage } from './publicSteps';

describe('server-rendered pages in a browser', () => {
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

  it('hydrates a product page from the rows in the HTML: no API request, no supabase-js, no console error', async () => {
    const { data: product } = await t.serviceClient().from('products').select('name, slug').eq('published', true).limit(1).single();
    const { context, page, errors } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${t.url}/products/${product!.slug}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
    // Hydrated: a button that needs React now works.
    await page.getByRole('button', { name: `Ajouter au panier : ${product!.name}` }).click();
    await page.getByRole('link', { name: 'Panier (1 article)' }).waitFor();
    expect(requested.filter((path) => path.startsWith('/rest/v1') || path.startsWith('/auth/v1'))).toEqual([]);
    expect(requested.filter((path) => /supabase/i.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints a server-rendered page before fetching any script: the boot script is in the page, allowed by its hash, and the application follows the paint', async () => {
    const { data: product } = await t.serviceClient().from('products').select('name, slug').eq('published', true).limit(1).single();
    const { context, page, errors } = await openPage(browser);
    const scripts: { path: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ path: new URL(request.url()).pathname, afterLoad: loaded });
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    // A visitor who only reads: nothing touched until the page has finished loading.
    await page.goto(`${t.url}/products/${product!.slug}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
    expect(scripts.filter((script) => !script.afterLoad)).toEqual([]);
    const painted = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime)),
    }));
    expect(painted.firstScript).toBeGreaterThan(painted.firstContentfulPaint);

    // The boot script is a couple of kilobytes in the page; the policy allows that text by its hash, no other inline script.
    const answer = await fetch(`${t.url}/products/${product!.slug}`);
    const html = await answer.text();
    const inlineScripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inlineScripts).toHaveLength(1);
    expect(inlineScripts[0].length).toBeLessThan(4096);
    const scriptSources = /script-src ([^;]*)/.exec(answer.headers.get('content-security-policy') ?? '')?.[1].split(' ');
    expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(inlineScripts[0]).digest('base64')}'`]);

    // Hydrated: a button that needs React works.
    await page.getByRole('button', { name: `Ajouter au panier : ${product!.name}` }).click();
    await page.getByRole('link', { name: 'Panier (1 article)' }).waitFor();
    expect(scripts.filter((script) => script.afterLoad).length).toBeGreaterThan(2);
    // The site's stylesheet is in the page: hydrating it fetches it neither before nor after.
    expect(stylesheets).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates from the catalogue to a product and back in the browser, loading rows through the same loaders', async () => {
    const { data: products } = await t.serviceClient().from('products').select('name, slug').eq('published', true);
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/products`);
    await page.getByRole('heading', { level: 1, name: 'Nos produits' }).waitFor();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('link', { name: products![0].name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: products![0].name }).waitFor();
    expect(await page.title()).toBe(`${products![0].name} | Ouaga IT Services`);
    await page.getByRole('link', { name: '← Retour aux produits' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nos produits' }).waitFor();
    await page.locator('.product-card').first().waitFor();
    expect(await page.locator('.product-card').count()).toBe(products!.length);
    // Both moves happened in the page: no new document was asked of the server.
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown product, hydrated without error', async () => {
    const { context, page, errors } = await openPage(browser);
    const answer = await page.goto(`${t.url}/products/produit-qui-n-existe-pas`);
    expect(answer!.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page non trouvée' }).waitFor();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.getByRole('heading', { level: 1, name: 'Votre partenaire informatique à Ouagadougou' }).waitFor();
    // The browser reports the document's own 404 status; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
