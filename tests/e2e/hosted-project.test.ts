import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startHostedSite, type HostedSite } from '../../server/hostedSite';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { freePort } from '../integration/crashServerProcess';
import { openPage } from './publicSteps';

/**
 * The server in front of a hosted project (SUPABASE_URL): the page comes
 * rendered from it, and the browser, once the page is live, asks the project
 * (here a second server of the product, on another origin) and never the site.
 */
describe('the site served in front of a hosted project, in the browser', () => {
  let project: TestServer;
  let site: HostedSite;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    project = await startTestServer({ env: { CORS_ORIGINS: siteUrl } });
    const config = readConfig({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SITE_URL: siteUrl, SUPABASE_URL: project.url, SUPABASE_ANON_KEY: project.anonKey });
    site = await startHostedSite(config, config.hostedProject!);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await project?.close();
  });

  it('hydrates a rendered product page without an error, then reads the catalogue from the project', async () => {
    const { data: products } = await project.serviceClient().from('products').select('name, slug').eq('published', true).order('created_at');
    const { context, page, errors } = await openPage(browser);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) apiCalls.push(request.url());
    });

    await page.goto(`${site.url}/products/${products![0].slug}`);
    await page.getByRole('heading', { level: 1, name: products![0].name }).waitFor();
    // Rendered with its row: the browser did not ask for it again.
    expect(apiCalls).toEqual([]);

    await page.getByRole('link', { name: '← Retour aux produits' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nos produits' }).waitFor();
    await expect.poll(() => page.locator('.product-card').count()).toBe(products!.length);
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.filter((url) => !url.startsWith(`${project.url}/rest/v1/`))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
