import { describe, expect, it } from 'vitest';
import { browserBuiltAddresses, indexablePaths, isUnder, unkeptOfflinePaths } from './pageAddresses';
import { canonicalPathOf, pageTable, pagesWhere, type PageKey } from './pageTable';
import { paths } from './paths';

const pageKeys = Object.keys(pageTable) as PageKey[];
const hasParameter = (path: string) => path.includes(':');

describe('the page table', () => {
  it('gives every public page the address it had when paths.ts wrote them by hand', () => {
    expect(Object.fromEntries(pageKeys.map((key) => [key, pageTable[key].path]))).toEqual({
      home: '/',
      services: '/services',
      products: '/products',
      product: '/products/:slug',
      appointment: '/appointment',
      appointmentManage: '/appointment/manage/:token',
      quote: '/quote',
      quoteView: '/quote/view/:token',
      orderView: '/order/view/:token',
      invoiceView: '/invoice/view/:token',
      blog: '/blog',
      blogPost: '/blog/:slug',
      contact: '/contact',
      cart: '/cart',
      privacyPolicy: '/privacy-policy',
      termsOfService: '/terms-of-service',
      sitemap: '/sitemap',
      offline: '/offline',
      login: '/login',
      register: '/register',
      forgotPassword: '/forgot-password',
      resetPassword: '/reset-password',
      confirmEmail: '/confirm-email',
      dashboard: '/dashboard',
    });
  });

  it('derives paths: the address of a page, or the builder that fills its parameter in', () => {
    for (const key of pageKeys) {
      const address = paths[key];
      if (hasParameter(pageTable[key].path)) {
        expect(typeof address, key).toBe('function');
        expect((address as (parameter: string) => string)('a b/é'), key).toBe(pageTable[key].path.replace(/:\w+$/, 'a%20b%2F%C3%A9'));
      } else {
        expect(address, key).toBe(pageTable[key].path);
      }
    }
    expect(paths.product('borne-wifi')).toBe('/products/borne-wifi');
    expect(paths.appointmentManage('t0k3n')).toBe('/appointment/manage/t0k3n');
    expect(paths.invoiceView('a/b')).toBe('/invoice/view/a%2Fb');
    expect(paths.dashboardOrder(1024)).toBe('/dashboard/orders/1024');
  });

  it('links only to addresses without a parameter, and lists only those in sitemap.xml', () => {
    for (const key of pagesWhere((row) => row.nav || row.footer || row.sitemap || row.indexable)) {
      expect(hasParameter(pageTable[key].path), key).toBe(false);
    }
  });

  it('lists the indexable pages in sitemap.xml, in its order, and names them as their canonical address', () => {
    expect(indexablePaths()).toEqual(['/', '/services', '/products', '/appointment', '/quote', '/blog', '/contact', '/privacy-policy', '/terms-of-service', '/sitemap']);
    expect(canonicalPathOf('services')).toBe('/services');
    expect(canonicalPathOf('cart')).toBeUndefined();
    expect(canonicalPathOf('product')).toBeUndefined();
    expect(canonicalPathOf('notFound')).toBeUndefined();
    expect(canonicalPathOf(undefined)).toBeUndefined();
    expect(canonicalPathOf('toString')).toBeUndefined();
  });

  it('names every address the browser builds from the shell: the portal and the personal links, nothing the server renders', () => {
    expect(browserBuiltAddresses()).toEqual([
      { prefix: '/appointment/manage/', personalLink: true },
      { prefix: '/quote/view/', personalLink: true },
      { prefix: '/order/view/', personalLink: true },
      { prefix: '/invoice/view/', personalLink: true },
      { prefix: '/dashboard', personalLink: false },
    ]);
    const builtByBrowser = (pathname: string) => browserBuiltAddresses().find((address) => isUnder(pathname, address.prefix));
    for (const key of pageKeys) {
      const row: { path: string; personalLink?: true; portal?: true } = pageTable[key];
      const address = row.path.replace(/:\w+$/, 'a-token');
      expect(builtByBrowser(address)?.personalLink, key).toBe(row.personalLink ?? (row.portal ? false : undefined));
    }
    expect(builtByBrowser('/dashboard/orders/3')?.personalLink).toBe(false);
    expect(builtByBrowser('/dashboards')).toBeUndefined();
  });

  it('marks the account pages as not kept on the device', () => {
    expect(unkeptOfflinePaths()).toEqual(['/login', '/register', '/forgot-password', '/reset-password', '/confirm-email']);
  });
});
