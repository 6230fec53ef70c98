import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageModulesMetaName } from '../../../src/public-site/routing/hydrationData';
import { inlineBootScript, type BootScript } from './bootScript';

const appPlaceholder = '<!--app-html-->';
const configPlaceholder = '<!--supabase-config-->';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What the browser's supabase-js needs (src/shared/supabase/config.ts): the anon
 * key, and the project's address when it is not this server (SUPABASE_URL).
 */
export function supabaseConfigTags(anonKey: string, apiUrl?: string): string {
  const key = `<meta name="supabase-anon-key" content="${escapeAttribute(anonKey)}" />`;
  return apiUrl ? `${key}<meta name="supabase-url" content="${escapeAttribute(apiUrl)}" />` : key;
}

export interface PageParts {
  headHtml: string;
  appHtml: string;
  /** Already script-safe JSON (see scriptSafeJson). */
  hydrationJson: string;
  /** Source files of the page chunks shown (keys of Vite's manifest). */
  pageSourceFiles: string[];
}

/**
 * The built index.html made into a template once at start: its boot script and
 * stylesheet inlined (no round trip before the first paint on a slow network), the
 * API key the browser needs, and a way to preload the chunk of each page.
 */
export class SiteDocument {
  private readonly template: string;
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly entryFiles: Set<string>;
  /** The application the boot script imports (src/application.ts, src/main.tsx and what they import statically). */
  private readonly applicationFiles: Set<string>;

  constructor(
    private readonly distDir: string,
    bootScript: BootScript,
    anonKey: string,
    apiUrl?: string,
  ) {
    const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    if (!built.includes(appPlaceholder)) throw new Error('dist/index.html has no <!--app-html--> placeholder: run npm run build.');
    this.manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    this.entryFiles = new Set(this.chunkFiles('index.html'));
    this.applicationFiles = new Set(['src/application.ts', 'src/main.tsx'].flatMap((source) => this.chunkFiles(source)));
    // The boot script inlined (no request before the first paint), and the stylesheet (same reason).
    this.template = inlineBootScript(this.inlineStyles(built), bootScript).replace(configPlaceholder, supabaseConfigTags(anonKey, apiUrl));
  }

  /** The page's files, itself first, following its static imports. */
  private chunkFiles(key: string, seen = new Set<string>()): string[] {
    const chunk = this.manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => this.chunkFiles(imported, seen))];
  }

  private inlineStyles(html: string): string {
    return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
      const css = readFileSync(path.join(this.distDir, href), 'utf8');
      // The disabled link is never fetched; it tells Vite's loader of page chunks, which looks for a link to each
      // stylesheet a chunk needs, that this one is already in the page. Without it, hydration fetched the
      // stylesheet again and restyled the whole page (a 13 KB download on a slow link, and a late repaint).
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
    });
  }

  /**
   * The stylesheets of the page's own chunks (the account pages' card), inlined like the site's: left
   * to the chunk's loader, they arrived with hydration and the page drawn without them jumped into
   * place (a layout shift of 0.3 on /login, issue 31).
   */
  private pageStyles(pageSourceFiles: string[]): string {
    const sheets = new Set<string>();
    const visit = (key: string, seen: Set<string>) => {
      const chunk = this.manifest[key];
      if (!chunk || seen.has(key) || key === 'index.html') return;
      seen.add(key);
      for (const css of chunk.css ?? []) sheets.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported, seen);
    };
    for (const source of pageSourceFiles) visit(source, new Set());
    return [...sheets].map((href) => this.inlinedSheets.get(href) ?? this.inlineSheet(href)).join('');
  }

  private readonly inlinedSheets = new Map<string, string>();

  private inlineSheet(href: string): string {
    const inlined = this.inlineStyles(`<link rel="stylesheet" href="${href}">`);
    this.inlinedSheets.set(href, inlined);
    return inlined;
  }

  /** The empty page the browser builds by itself (the customer area, which holds private data). */
  shell(): string {
    return this.template;
  }

  compose(parts: PageParts): string {
    // Not preloaded here: the boot script (src/boot.ts) fetches them with the application, once the page has painted.
    const pageModules = [...new Set(parts.pageSourceFiles.flatMap((source) => this.chunkFiles(source)))]
      .filter((file) => !this.entryFiles.has(file) && !this.applicationFiles.has(file))
      .map((file) => `/${file}`);
    const pageModulesMeta = pageModules.length ? `<meta name="${pageModulesMetaName}" content="${pageModules.join(' ')}">` : '';
    const pageStyles = this.pageStyles(parts.pageSourceFiles);
    return this.template
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `    ${parts.headHtml}\n    ${pageModulesMeta}${pageStyles}\n  </head>`)
      .replace(appPlaceholder, () => parts.appHtml)
      .replace('</body>', () => `<script type="application/json" id="router-data">${parts.hydrationJson}</script>\n  </body>`);
  }
}
