import { describe, expect, it } from 'vitest';
import { staticHead } from '../../shared/seo/staticHead';
import { headOfPage } from './headOfPage';

const words = { title: 'Une page', description: 'Ce qu’elle dit.' };
const state = { loaderData: {}, errors: null };

describe('the head of the page shown', () => {
  it('names its own address as canonical when the page table lists the page in sitemap.xml', () => {
    expect(headOfPage([{ id: 'root' }, { id: 'services', handle: staticHead(words) }], state)).toEqual({
      title: 'Une page | Ouaga IT Services',
      description: 'Ce qu’elle dit.',
      canonicalPath: '/services',
    });
  });

  it('names none for a page kept out of sitemap.xml', () => {
    expect(headOfPage([{ id: 'cart', handle: staticHead(words) }], state).canonicalPath).toBeUndefined();
    expect(headOfPage([{ id: 'login', handle: staticHead(words) }], state).canonicalPath).toBeUndefined();
  });

  it('keeps the canonical address a page names itself', () => {
    const handle = { head: () => ({ ...words, canonicalPath: '/products?category=servers' }) };
    expect(headOfPage([{ id: 'products', handle }], state).canonicalPath).toBe('/products?category=servers');
  });
});
