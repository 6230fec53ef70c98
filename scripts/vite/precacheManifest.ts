import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Files precached without a content hash in their name: their own hash is their revision. */
const unhashedFiles = ['manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png', 'icons/apple-touch-icon.png'];

/** The sources whose chunks the service worker fetches on install: what any page needs to start (afterLoad: links offline), and the offline page. */
const precachedSources = ['index.html', 'src/application.ts', 'src/main.tsx', 'src/public-site/afterLoad.ts', 'src/public-site/pages/OfflinePage.tsx'];

function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * Every script and stylesheet of the site's build (`/assets/…`), the only files the worker keeps after
 * install: the back-office is another build, so its files are not in this list and the worker leaves
 * them alone, as it leaves /admin itself.
 */
export function siteAssetPaths(distDir: string): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(readManifest(distDir))) {
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
  }
  return [...files].sort();
}

/**
 * What the service worker keeps on install, read from the site's build (dist/, built first): the boot
 * script and the application (hashed: no revision), the offline page's chunk and the page itself
 * (rendered by the server; its revision changes with every build), the manifest and the icons.
 * Not every chunk: on a slow network the install must not download pages the visitor may never open.
 */
export function precacheManifest(distDir: string): PrecacheEntry[] {
  const manifest = readManifest(distDir);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of precachedSources) {
    if (!manifest[source]) throw new Error(`${source} missing from dist/.vite/manifest.json: build the site (vite build) before the service worker.`);
    visit(source);
  }
  const hashed = [...files].sort().map((file) => ({ url: `/${file}`, revision: null }));
  const buildRevision = createHash('sha256').update(hashed.map((entry) => entry.url).join('\n')).digest('hex').slice(0, 16);
  const unhashed = unhashedFiles.map((file) => ({
    url: `/${file}`,
    revision: createHash('sha256').update(readFileSync(path.join(distDir, file))).digest('hex').slice(0, 16),
  }));
  return [...hashed, ...unhashed, { url: '/offline', revision: buildRevision }];
}
