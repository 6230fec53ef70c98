import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A rendered page, compressed once, with what it was made from. */
export interface CachedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Tables whose rows the page shows. */
  tables: ReadonlySet<string>;
}

/**
 * What a page records when it read through a function (`/rest/v1/rpc/…`, the catalogue search):
 * which tables a function reads is not in the catalogue (search_products joins the categories too),
 * so any change of public content drops the page. Such changes are rare (an edit in the back-office).
 */
export const readsAnyContent = 'rpc/*';

/** Bytes of rendered pages kept in memory by each server process. */
export const pageCacheBytes = 32 * 1024 * 1024;

export function compressPage(html: string, tables: ReadonlySet<string>): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    // Quality 5: a fraction of a millisecond per page; a cache miss should stay cheap.
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    tables,
  };
}

/**
 * Rendered pages by address, bounded by bytes (least recently used go first),
 * dropped as soon as a table they show changes. Only pages that exist are
 * stored: random addresses cannot grow it.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Bumped by every change: a render that started before one is not stored (it may show old rows). */
  private generation = 0;

  /** ttlMs: pages also expire this long after they were rendered (when no change is announced). */
  constructor(maxBytes: number, ttlMs?: number, clock?: { now(): number }) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.identity.length + page.br.length + page.gzip.length + 256,
      ...(ttlMs ? { ttl: ttlMs, ttlAutopurge: false } : {}),
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** The generation a render starts in; give it back to `store`. */
  currentGeneration(): number {
    return this.generation;
  }

  store(key: string, page: CachedPage, renderedInGeneration: number): void {
    if (renderedInGeneration === this.generation) this.pages.set(key, page);
  }

  /**
   * Drops every page that shows rows of `table`, or read through a function (or every page, for a
   * change of unknown extent).
   */
  invalidate(table?: string): void {
    this.generation += 1;
    if (!table) {
      this.pages.clear();
      return;
    }
    for (const [key, page] of this.pages.entries()) {
      if (page.tables.has(table) || page.tables.has(readsAnyContent)) this.pages.delete(key);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }
}
