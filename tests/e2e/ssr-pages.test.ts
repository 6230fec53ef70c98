import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { canonicalOf, fetchPage, headingOf, hydrationData, metaOf, structuredData, titleOf } from './ssrHtml';

const siteUrl = 'https://ouaga-it.example';

describe('public pages rendered by the server with their rows', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: { SITE_URL: siteUrl } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (path: string, headers?: Record<string, string>) => fetchPage(`${t.url}${path}`, headers);

  it('answers every public route with its own complete HTML, title and canonical address', async () => {
    const routes: [string, string, string][] = [
      ['/', 'Votre partenaire informatique à Ouagadougou', '/'],
      ['/services', 'Nos services informatiques', '/services'],
      ['/products', 'Nos produits', '/products'],
      ['/blog', 'Blog', '/blog'],
      ['/contact', 'Contactez-nous', '/contact'],
      ['/privacy-policy', 'Politique de confidentialité', '/privacy-policy'],
      ['/terms-of-service', "Conditions d'utilisation", '/terms-of-service'],
      ['/sitemap', 'Plan du site', '/sitemap'],
    ];
    for (const [path, heading, canonical] of routes) {
      const answer = await page(path);
      expect({ path, status: answer.status, heading: headingOf(answer.html)?.replace(/’/g, "'") }).toEqual({ path, status: 200, heading: heading.replace(/’/g, "'") });
      expect(canonicalOf(answer.html)).toBe(`${siteUrl}${canonical}`);
      expect(titleOf(answer.html)).toContain('Ouaga IT Services');
      expect(metaOf(answer.html, 'og:title')).toBe(titleOf(answer.html));
      expect(answer.headers.get('content-type')).toContain('text/html');
    }
    for (const path of ['/appointment', '/quote', '/login', '/register', '/cart']) {
      const answer = await page(path);
      expect({ path, status: answer.status, hasHeading: Boolean(headingOf(answer.html)) }).toEqual({ path, status: 200, hasHeading: true });
    }
  });

  it('shows a product with its price, picture and Product structured data for link previews and crawlers', async () => {
    const { data: product } = await t.serviceClient().from('products').select('name, slug, price, images, in_stock').eq('published', true).limit(1).single();
    const answer = await page(`/products/${product!.slug}`);
    expect(answer.status).toBe(200);
    expect(headingOf(answer.html)).toBe(product!.name);
    expect(titleOf(answer.html)).toBe(`${product!.name} | Ouaga IT Services`);
    expect(metaOf(answer.html, 'og:type')).toBe('product');
    expect(metaOf(answer.html, 'og:url')).toBe(`${siteUrl}/products/${product!.slug}`);
    expect(metaOf(answer.html, 'og:image')).toBe(`${siteUrl}${product!.images[0]}`);
    expect(metaOf(answer.html, 'twitter:card')).toBe('summary_large_image');
    // The main photo is asked for at once, at high priority, before any script.
    const preload = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high">/.exec(answer.html);
    expect(preload?.[1]).toContain(product!.images[0].replace(/\.webp$/, ''));
    const data = structuredData(answer.html);
    const productData = data.find((item) => item['@type'] === 'Product') as { name: string; offers: Record<string, unknown> };
    expect(productData.name).toBe(product!.name);
    expect(productData.offers).toMatchObject({ price: product!.price, priceCurrency: 'XOF', availability: product!.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder' });
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Accueil', 'Produits', product!.name]);
    // The browser hydrates from these rows instead of asking for them again.
    expect(hydrationData(answer.html).loaderData.product).toMatchObject({ slug: product!.slug, price: product!.price });
  });

  it('asks for the catalogue’s first photo from the head, at high priority, and for no other', async () => {
    const catalogue = await page('/products');
    const firstPhoto = /<li class="card product-card"[\s\S]*?<img[^>]*src="([^"]+)"/.exec(catalogue.html)?.[1];
    const preloads = [...catalogue.html.matchAll(/<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high">/g)].map((match) => match[1]);
    expect(firstPhoto).toBeTruthy();
    expect(preloads).toEqual([firstPhoto]);
    expect(catalogue.html.indexOf('rel="preload" as="image"')).toBeLessThan(catalogue.html.indexOf('</head>'));
  });

  it('answers 404 with the not-found page for an unknown address, product, or an unpublished product', async () => {
    const { data: hidden } = await t.serviceClient().from('products').insert({ name: 'Prototype secret', slug: 'prototype-secret', price: 1, category: 'servers', published: false }).select('slug').single();
    for (const path of ['/no-such-page', '/products/no-such-product', `/products/${hidden!.slug}`, '/blog/no-such-post', '/products?page=999']) {
      const answer = await page(path);
      expect({ path, status: answer.status, heading: headingOf(answer.html) }).toEqual({ path, status: 404, heading: 'Page non trouvée' });
      expect(answer.html).not.toContain('Prototype secret');
    }
  });

  it('filters and paginates the catalogue on the server, 24 per page, with crawlable links', async () => {
    const extra = Array.from({ length: 30 }, (_, n) => ({ name: `Câble réseau ${n + 1}`, slug: `cable-reseau-${n + 1}`, price: 1000 + n, category: 'accessories', published: true }));
    await t.serviceClient().from('products').insert(extra);
    const first = await page('/products?category=accessories');
    expect(first.status).toBe(200);
    expect(first.html.match(/class="card product-card"/g)).toHaveLength(24);
    expect(first.html).toContain('href="/products?category=accessories&amp;page=2"');
    const second = await page('/products?category=accessories&page=2');
    expect(second.status).toBe(200);
    expect(second.html.match(/class="card product-card"/g)).toHaveLength(30 - 24);
    const searched = await page(`/products?q=${encodeURIComponent('câble réseau 17')}`);
    expect(searched.html.match(/class="card product-card"/g)).toHaveLength(1);
    expect(searched.html).toContain('Câble réseau 17');
    // As visitors type on a phone: no accents, any case.
    const unaccented = await page(`/products?q=${encodeURIComponent('CABLE RESEAU 17')}`);
    expect(unaccented.html.match(/class="card product-card"/g)).toHaveLength(1);
    expect(unaccented.html).toContain('Câble réseau 17');
  });

  it('finds a product whatever the case, accents, hyphens and word order, and says when nothing matches', async () => {
    const searched = await page(`/products?q=${encodeURIComponent('wifi borne')}`);
    expect(searched.status).toBe(200);
    expect(searched.html).toContain('Borne Wi-Fi 6');
    const nothing = await page(`/products?q=${encodeURIComponent('aspirateur')}`);
    expect(nothing.html).not.toContain('class="card product-card"');
    expect(nothing.html).toContain('Aucun produit trouvé');
  });

  it('shows the opening hours of the settings record on the home and booking pages, and follows a change', async () => {
    const home = await page('/');
    expect(home.html).toContain('08h00 - 12h00, 14h00 - 18h00');
    expect((await page('/appointment')).html).toContain('du lundi au vendredi de 08h00 à 12h00 et de 14h00 à 18h00, le samedi de 09h00 à 12h00.');
    const weekdaysOnly = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '07:30', closes: '15:30' }));
    const { error } = await t.serviceClient().from('site_settings').update({ weekly_hours: weekdaysOnly }).eq('id', 1);
    expect(error).toBeNull();
    await expect.poll(async () => (await page('/')).html, { timeout: 10_000 }).toMatch(/Samedi - Dimanche<\/dt><dd>Fermé/);
    expect((await page('/')).html).toContain('07h30 - 15h30');
    expect((await page('/appointment')).html).toContain('du lundi au vendredi de 07h30 à 15h30.');
  });

  it('renders the company details of site_settings in every page, and shows an edit on the next load', async () => {
    const before = await page('/contact');
    expect(before.html).toContain('Zone du bois, Secteur 8');
    const { error } = await t.serviceClient().from('site_settings').update({ phone_main: '+226 25 99 88 77' }).eq('id', 1);
    expect(error).toBeNull();
    await expect.poll(async () => (await page('/contact')).html, { timeout: 10_000 }).toContain('+226 25 99 88 77');
    await expect.poll(async () => (await page('/')).html, { timeout: 10_000 }).toContain('+226 25 99 88 77');
  });

  it('shows a change made in plain SQL (back-office, console or another process) on the next load', async () => {
    const { data: product } = await t.serviceClient().from('products').select('slug, price').eq('published', true).limit(1).single();
    const first = await page(`/products/${product!.slug}`);
    expect(first.status).toBe(200);
    await t.server.ctx.db.query('update public.products set price = 424242 where slug = $1', [product!.slug]);
    await expect.poll(async () => structuredData((await page(`/products/${product!.slug}`)).html).find((item) => item['@type'] === 'Product'), { timeout: 10_000 }).toMatchObject({ offers: { price: 424242 } });
  });

  it('keeps a draft or a post scheduled for later at 404 until it is published, then lists and shows it', async () => {
    const posts = t.serviceClient().from('blog_posts');
    await posts.insert({ title: 'Brouillon de rentrée', slug: 'brouillon-de-rentree', content: 'Texte du brouillon.', excerpt: 'Un brouillon.' });
    expect((await page('/blog/brouillon-de-rentree')).status).toBe(404);
    expect((await page('/blog')).html).not.toContain('Brouillon de rentrée');
    await t.serviceClient().from('blog_posts').update({ published_at: new Date().toISOString() }).eq('slug', 'brouillon-de-rentree');
    await expect.poll(async () => (await page('/blog/brouillon-de-rentree')).status, { timeout: 10_000 }).toBe(200);
    const post = await page('/blog/brouillon-de-rentree');
    expect(structuredData(post.html).find((item) => item['@type'] === 'BlogPosting')).toMatchObject({ headline: 'Brouillon de rentrée' });
    await expect.poll(async () => (await page('/blog')).html, { timeout: 10_000 }).toContain('Brouillon de rentrée');

    // Scheduled a few seconds ahead: hidden now, shown once its time has come, with no restart.
    const soon = new Date(Date.now() + 3_000).toISOString();
    await t.serviceClient().from('blog_posts').insert({ title: 'Article programmé', slug: 'article-programme', content: 'Bientôt.', published_at: soon });
    expect((await page('/blog/article-programme')).status).toBe(404);
    expect((await page('/blog')).html).not.toContain('Article programmé');
    await expect.poll(async () => (await page('/blog/article-programme')).status, { timeout: 15_000, interval: 500 }).toBe(200);
    await expect.poll(async () => (await page('/blog')).html, { timeout: 10_000 }).toContain('Article programmé');
  });

  it('shows each post’s cover photo and author on the list and on the post, the company’s team for its own posts', async () => {
    const author = await signUpAdmin(t, 'Awa Traoré');
    const { error } = await author.client
      .from('blog_posts')
      .insert({ title: 'Choisir son onduleur', slug: 'choisir-son-onduleur', content: 'Texte.', image_url: '/images/blog/securite-donnees.webp', published_at: new Date().toISOString() });
    expect(error).toBeNull();
    const list = (await expect.poll(async () => (await page('/blog')).html, { timeout: 10_000 }).toContain('Choisir son onduleur'), await page('/blog')).html;
    const card = list.slice(list.indexOf('Choisir son onduleur') - 2000, list.indexOf('Choisir son onduleur') + 1000);
    expect(card).toMatch(/<img[^>]+class="product-image"[^>]+securite-donnees\.webp/);
    expect(card).toContain('par Awa Traoré');
    // The seed's post has no author: it is signed by the company.
    expect(list).toContain('par l’équipe Ouaga IT Services');
    const post = await page('/blog/choisir-son-onduleur');
    expect(post.html).toContain('par Awa Traoré');
    expect(post.html).toMatch(/<img[^>]+securite-donnees\.webp/);
    // Nothing else of the author's profile reaches the page.
    expect(post.html).not.toContain(author.email);
  });

  it('answers 304 to a browser that already has the current version of a page', async () => {
    const first = await page('/services');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await page('/services', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
  });

  it('keeps text from the database inert in the embedded data: no </script> and no line separator can break out', async () => {
    const hostile = 'Fin </script><script>alert(1)</script> ligne\u2028suivante';
    await t.serviceClient().from('products').insert({ name: 'Produit piégé', slug: 'produit-piege', description: hostile, price: 5, category: 'software', published: true });
    const answer = await page('/products/produit-piege');
    expect(answer.status).toBe(200);
    expect(answer.html).not.toContain('<script>alert(1)</script>');
    const embedded = /<script type="application\/json" id="router-data">([\s\S]*?)<\/script>/.exec(answer.html)![1];
    expect(embedded).not.toMatch(/<\/script|\u2028|\u2029/i);
    expect((hydrationData(answer.html).loaderData.product as { description: string }).description).toBe(hostile);
  });

  it('never keeps a page for an address that does not exist: random addresses leave the cache empty', async () => {
    const cache = t.server.ctx.pageCache!;
    const before = cache.size;
    for (let n = 0; n < 300; n += 1) {
      const answer = await page(`/introuvable-${n}-${Math.random().toString(36).slice(2)}`);
      expect(answer.status).toBe(404);
    }
    expect(cache.size).toBe(before);
  });

  it('writes robots.txt and sitemap.xml from SITE_URL, whatever host the request names', async () => {
    const robots = await page('/robots.txt', { 'x-forwarded-host': 'evil.example', host: 'evil.example' });
    expect(robots.html).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots.html).not.toContain('evil.example');
    const sitemap = await page('/sitemap.xml', { 'x-forwarded-host': 'evil.example' });
    expect(sitemap.html).not.toContain('evil.example');
    const { data: product } = await t.serviceClient().from('products').select('slug').eq('published', true).limit(1).single();
    expect(sitemap.html).toMatch(new RegExp(`<loc>${siteUrl}/products/${product!.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it('shows a product renamed through the API on a search page already kept in the cache (issue 49)', async () => {
    const search = `/products?q=${encodeURIComponent('ubiquiti')}`;
    expect((await page(search)).html).toContain('Borne Wi-Fi 6 professionnelle Ubiquiti U6 Pro');
    // Served a second time from the cache: what a visitor gets until a change drops it.
    expect(t.server.ctx.pageCache!.get(search)).toBeDefined();
    const admin = await signUpAdmin(t, 'Chef Catalogue');
    const renamed = await admin.client
      .from('products')
      .update({ name: 'Borne Wi-Fi 7 Ubiquiti U7 Pro' })
      .eq('name', 'Borne Wi-Fi 6 professionnelle Ubiquiti U6 Pro')
      .select('name');
    expect(renamed.data).toEqual([{ name: 'Borne Wi-Fi 7 Ubiquiti U7 Pro' }]);
    await expect.poll(async () => (await page(search)).html, { timeout: 10_000 }).toContain('Borne Wi-Fi 7 Ubiquiti U7 Pro');
    expect((await page(search)).html).not.toContain('Borne Wi-Fi 6 professionnelle');
  });
});
