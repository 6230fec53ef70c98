import { describe, expect, it } from 'vitest';
import { isKeptPage, isPrivateAddress, isPublicImage, isPublicPage } from './privateAddresses';

describe('what the service worker may keep', () => {
  it('never the back-office, the customer area, a personal link or an API', () => {
    for (const pathname of ['/admin', '/admin/', '/admin/analytics', '/dashboard', '/dashboard/orders/3', '/appointment/manage/abc', '/quote/view/abc', '/order/view/abc', '/invoice/view/abc', '/auth/v1/token', '/rest/v1/web_vitals', '/storage/v1/object/sign/x', '/storage/v1/object/public/products/a.webp']) {
      expect(isPrivateAddress(pathname), pathname).toBe(true);
      expect(isPublicPage(pathname), pathname).toBe(false);
      expect(isKeptPage(pathname), pathname).toBe(false);
    }
  });

  it('public pages, including ones whose name only begins like a private one', () => {
    for (const pathname of ['/', '/products', '/products/borne-wifi', '/blog/un-article', '/offline', '/administration-reseau', '/appointment']) {
      expect(isPublicPage(pathname), pathname).toBe(true);
    }
    expect(isPublicPage('/sw.js')).toBe(false);
  });

  it('not the account pages, whose addresses may carry a code or a token', () => {
    for (const pathname of ['/login', '/register', '/forgot-password', '/reset-password', '/confirm-email']) {
      expect(isKeptPage(pathname), pathname).toBe(false);
      // Still answered: the offline page when the network fails.
      expect(isPublicPage(pathname), pathname).toBe(true);
    }
    expect(isKeptPage('/products/borne-wifi')).toBe(true);
  });

  it('public images only', () => {
    expect(isPublicImage('/storage/v1/object/public/products/a.webp')).toBe(true);
    expect(isPublicImage('/storage/v1/render/image/public/blog-images/a.webp')).toBe(true);
    expect(isPublicImage('/images/products/a.webp')).toBe(true);
    expect(isPublicImage('/storage/v1/object/authenticated/invoices/a.pdf')).toBe(false);
    expect(isPublicImage('/storage/v1/object/sign/invoices/a.pdf')).toBe(false);
  });
});
