/**
 * Pre-renders the public pages whose content does not depend on the visitor,
 * after `vite build`: each becomes dist/<route>/index.html with its own title,
 * description, Open Graph tags, LocalBusiness JSON-LD, its CSS inlined and its
 * page chunk preloaded, so text shows before any script runs on a slow network.
 * dist/200.html keeps the empty shell for the routes rendered in the browser.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { defaultSettings } from '../src/shared/config/company';
import { publicPages, type PublicPageKey } from '../src/shared/seo/publicPages';
import { localBusinessJsonLd, metaTags } from '../src/shared/seo/headTags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const appPlaceholder = '<!--app-html-->';

/** Route → the page whose meta it carries and the source of its chunk. */
/**
 * `needsData`: the page shows rows it fetches once running (catalogue, blog):
 * its scripts keep their normal priority and the data client is preloaded.
 */
const prerendered: { url: string; meta: PublicPageKey; chunk: string; out: string; needsData?: boolean }[] = [
  { url: '/', meta: 'home', chunk: 'HomePage', out: 'index.html' },
  { url: '/services', meta: 'services', chunk: 'ServicesPage', out: 'services/index.html' },
  { url: '/products', meta: 'products', chunk: 'ProductsPage', out: 'products/index.html', needsData: true },
  { url: '/appointment', meta: 'appointment', chunk: 'AppointmentPage', out: 'appointment/index.html' },
  { url: '/quote', meta: 'quote', chunk: 'QuotePage', out: 'quote/index.html' },
  { url: '/contact', meta: 'contact', chunk: 'ContactPage', out: 'contact/index.html' },
  { url: '/cart', meta: 'cart', chunk: 'CartPage', out: 'cart/index.html' },
  { url: '/blog', meta: 'blog', chunk: 'BlogPage', out: 'blog/index.html', needsData: true },
  { url: '/privacy-policy', meta: 'privacyPolicy', chunk: 'PrivacyPolicyPage', out: 'privacy-policy/index.html' },
  { url: '/terms-of-service', meta: 'termsOfService', chunk: 'TermsOfServicePage', out: 'terms-of-service/index.html' },
  { url: '/sitemap', meta: 'sitemap', chunk: 'SitemapPage', out: 'sitemap/index.html' },
  { url: '/404', meta: 'notFound', chunk: 'NotFoundPage', out: '404.html' },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The files a chunk needs, itself first, following its static imports. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/** Replaces the stylesheet links by the stylesheet itself: one round trip less before the first paint. */
function inlineStyles(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(path.join(dist, href), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * The page is readable without scripts: they only add behaviour, so they must
 * not compete with the HTML and the images of the page on a slow network.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ').replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

function withHead(template: string, head: string): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}

async function main(): Promise<void> {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(appPlaceholder)) throw new Error('dist/index.html has no <!--app-html--> placeholder: run vite build first.');
  const manifest = readManifest();
  const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '');
  const jsonLd = localBusinessJsonLd(defaultSettings, siteUrl);
  const home = publicPages.home;
  const shellPreloads = chunkFiles(manifest, 'index.html')
    .slice(1)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  writeFileSync(path.join(dist, '200.html'), withHead(template, [metaTags(home.title, home.description), jsonLd, ...shellPreloads].join('\n    ')));

  const vite = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  try {
    const { renderPage } = (await vite.ssrLoadModule('/src/public-site/ssr/renderPage.tsx')) as { renderPage: (url: string) => Promise<string> };
    const alreadyLoaded = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    // Vite's own preloads are off (vite.config.ts): the entry's imports are preloaded here.
    const entryPreloads = chunkFiles(manifest, 'index.html').filter((file) => !alreadyLoaded.has(file));
    entryPreloads.forEach((file) => alreadyLoaded.add(file));
    // supabase-js, imported on demand by src/shared/supabase/client.ts.
    const dataClientFiles = Object.keys(manifest)
      .filter((key) => key.includes('node_modules/@supabase/supabase-js/'))
      .flatMap((key) => chunkFiles(manifest, key));
    for (const page of prerendered) {
      const meta = publicPages[page.meta];
      const appHtml = await renderPage(page.url);
      const pageFiles = chunkFiles(manifest, `src/public-site/pages/${page.chunk}.tsx`);
      const dataFiles = page.needsData ? dataClientFiles : [];
      const preloads = [...entryPreloads, ...[...pageFiles, ...dataFiles].filter((file) => !alreadyLoaded.has(file))].map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
      const head = [metaTags(meta.title, meta.description, siteUrl && meta.indexable ? `${siteUrl}${page.url}` : undefined), jsonLd, ...preloads].join('\n    ');
      const styled = inlineStyles(withHead(template, head));
      const html = (page.needsData ? styled : lowPriorityScripts(styled)).replace(appPlaceholder, appHtml);
      const target = path.join(dist, page.out);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, html);
    }
  } finally {
    await vite.close();
  }
  // The manifest served its purpose; it need not be published.
  rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  console.log(`Pré-rendu : ${prerendered.length} pages.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
