import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startHostedSite, type HostedSite } from '../../server/hostedSite';
import { fetchPage, headingOf, metaOf } from '../e2e/ssrHtml';
import { startTestServer, type TestServer } from '../helpers/testServer';

const siteUrl = 'https://ouaga-it.example';

/**
 * SUPABASE_URL and SUPABASE_ANON_KEY: the server renders the site in front of a
 * hosted project. A normal server of the product stands in for the project; the
 * second, in hosted mode, has no database and reads everything through its API.
 */
describe('the site rendered in front of a hosted Supabase project', () => {
  let project: TestServer;
  let site: HostedSite;
  let slug: string;

  beforeAll(async () => {
    project = await startTestServer();
    slug = `routeur-distant-${Date.now()}`;
    const inserted = await project
      .serviceClient()
      .from('products')
      .insert({ name: 'Routeur du projet distant', slug, price: 45_000, category: 'networking', published: true, in_stock: true, images: ['product-images/routeur-distant.webp'] });
    expect(inserted.error).toBeNull();
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SITE_URL: siteUrl, SUPABASE_URL: project.url, SUPABASE_ANON_KEY: project.anonKey, PAGE_CACHE_TTL: '1' });
    site = await startHostedSite(config, config.hostedProject!);
  });
  afterAll(async () => {
    await site?.close();
    await project?.close();
  });

  it('renders a product page with the project’s row, and points the browser at the project', async () => {
    const page = await fetchPage(`${site.url}/products/${slug}`);
    expect(page.status).toBe(200);
    expect(headingOf(page.html)).toBe('Routeur du projet distant');
    // Said TTC, as the settings' default: 45 000 HT + 18 % TVA.
    expect(page.html).toMatch(/53[\s\u202f\u00a0]100/);
    // supabase-js in the browser calls the project with its anon key (src/shared/supabase/config.ts).
    expect(metaOf(page.html, 'supabase-url')).toBe(project.url);
    expect(metaOf(page.html, 'supabase-anon-key')).toBe(project.anonKey);
    // Its photo comes from the project's Storage, resized there.
    expect(page.html).toContain(`${project.url}/storage/v1/render/image/public/product-images/routeur-distant.webp?width=`);
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${project.url}`);

    expect((await fetchPage(`${site.url}/products/${slug}-inconnu`)).status).toBe(404);
    expect((await fetch(`${site.url}/sitemap.xml`).then((answer) => answer.text()))).toContain(`${siteUrl}/products/${slug}</loc>`);
    expect((await fetch(`${site.url}/health`)).status).toBe(200);
  });

  it('has no API and no database of its own', async () => {
    for (const path of ['/rest/v1/products', '/auth/v1/settings', '/storage/v1/object/public/product-images/routeur-distant.webp']) {
      const answer = await fetch(`${site.url}${path}`, { headers: { apikey: project.anonKey } });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it('keeps a rendered page for PAGE_CACHE_TTL, even after an edit through the project’s API', async () => {
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SITE_URL: siteUrl, SUPABASE_URL: project.url, SUPABASE_ANON_KEY: project.anonKey, PAGE_CACHE_TTL: '3600' });
    const patientSite = await startHostedSite(config, config.hostedProject!);
    try {
      await fetchPage(`${site.url}/products/${slug}`);
      expect(headingOf((await fetchPage(`${patientSite.url}/products/${slug}`)).html)).toBe('Routeur du projet distant');
      const edited = await project.serviceClient().from('products').update({ name: 'Routeur du projet distant (révisé)' }).eq('slug', slug);
      expect(edited.error).toBeNull();
      // Within its hour, the other site still serves the page it rendered: the TTL is what renews pages.
      expect(headingOf((await fetchPage(`${patientSite.url}/products/${slug}`)).html)).toBe('Routeur du projet distant');
    } finally {
      await patientSite.close();
    }
  });

  it('shows an edit made through the project’s API once the page is older than PAGE_CACHE_TTL', async () => {
    const edited = await project.serviceClient().from('products').update({ price: 47_500 }).eq('slug', slug);
    expect(edited.error).toBeNull();
    // No LISTEN reaches a hosted project: the page is rendered again once it is older than the TTL (1 s here).
    // 47 500 HT, said TTC: 56 050.
    await expect
      .poll(async () => /56[\s\u202f\u00a0]050/.test((await fetchPage(`${site.url}/products/${slug}`)).html), { timeout: 15_000, interval: 200 })
      .toBe(true);
  });
});
