import { describe, expect, it } from 'vitest';
import { compressPage, PageCache, readsAnyContent } from './pageCache';

const page = (text: string, tables: string[] = ['products']) => compressPage(`<html>${text}</html>`, new Set(tables));

describe('the page cache', () => {
  it('keeps at most its size in bytes, dropping the least recently used pages first', () => {
    const big = 'x'.repeat(20_000);
    const one = page(`${big}1`);
    const cache = new PageCache(3 * (one.identity.length + one.br.length + one.gzip.length + 256));
    for (let n = 0; n < 50; n += 1) {
      cache.store(`/p/${n}`, page(`${big}${n}`), cache.currentGeneration());
      if (n >= 1) cache.get('/p/0'); // used again and again: kept
    }
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get('/p/0')).toBeDefined();
    expect(cache.get('/p/49')).toBeDefined();
    expect(cache.get('/p/10')).toBeUndefined();
  });

  it('drops the pages that show a changed table and keeps the others', () => {
    const cache = new PageCache(1_000_000);
    cache.store('/products', page('catalogue', ['site_settings', 'products']), cache.currentGeneration());
    cache.store('/blog', page('blog', ['site_settings', 'blog_posts']), cache.currentGeneration());
    cache.invalidate('products');
    expect(cache.get('/products')).toBeUndefined();
    expect(cache.get('/blog')).toBeDefined();
    cache.invalidate('site_settings');
    expect(cache.size).toBe(0);
  });

  it('drops a page that read through a function on any change, since its tables are unknown', () => {
    const cache = new PageCache(1_000_000);
    cache.store('/products?q=borne', page('search', ['site_settings', readsAnyContent]), cache.currentGeneration());
    cache.store('/blog', page('blog', ['site_settings', 'blog_posts']), cache.currentGeneration());
    cache.invalidate('product_categories');
    expect(cache.get('/products?q=borne')).toBeUndefined();
    expect(cache.get('/blog')).toBeDefined();
  });

  it('does not store a page rendered before a change that happened while it rendered', () => {
    const cache = new PageCache(1_000_000);
    const startedIn = cache.currentGeneration();
    cache.invalidate('products');
    cache.store('/products', page('old rows'), startedIn);
    expect(cache.get('/products')).toBeUndefined();
  });

  it('gives a page an ETag that changes with its content', () => {
    expect(page('a').etag).toBe(page('a').etag);
    expect(page('a').etag).not.toBe(page('b').etag);
  });

  it('with a time to live, renders a page again once it is older than that, changed or not', () => {
    let now = 1_000;
    const cache = new PageCache(1024 * 1024, 60_000, { now: () => now });
    cache.store('/products', page('catalogue'), cache.currentGeneration());
    now += 59_000;
    expect(cache.get('/products')).toBeDefined();
    now += 2_000;
    expect(cache.get('/products')).toBeUndefined();
  });
});
