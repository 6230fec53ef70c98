import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landingPathAfterLogin, needsFullPageLoad, safeRedirectPath } from './safeRedirect';

describe('the page to return to after login', () => {
  it('keeps paths of this site, query included', () => {
    expect(safeRedirectPath('/cart')).toBe('/cart');
    expect(safeRedirectPath('/dashboard/orders?page=2')).toBe('/dashboard/orders?page=2');
  });

  it('refuses anything that could leave the site', () => {
    for (const attempt of ['//evil.example', '/\\evil.example', 'https://evil.example/x', 'evil.example', 'javascript:alert(1)', '/\t/evil.example', '']) {
      expect(safeRedirectPath(attempt)).toBeNull();
    }
  });

  it('never returns something a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string(), (requested) => {
        const kept = safeRedirectPath(requested);
        if (kept === null) return true;
        return new URL(kept, 'https://ouaga-it.example').origin === 'https://ouaga-it.example';
      }),
      { numRuns: 2000 },
    );
  });

  it('falls back to the area of the role', () => {
    expect(landingPathAfterLogin(null, false)).toBe('/dashboard');
    expect(landingPathAfterLogin(null, true)).toBe('/admin');
    expect(landingPathAfterLogin('//evil.example', false)).toBe('/dashboard');
    expect(landingPathAfterLogin('/cart', true)).toBe('/cart');
  });

  it('reaches the back-office by a full page load', () => {
    expect(needsFullPageLoad('/admin')).toBe(true);
    expect(needsFullPageLoad('/admin/products')).toBe(true);
    expect(needsFullPageLoad('/administration-publique')).toBe(false);
    expect(needsFullPageLoad('/dashboard')).toBe(false);
  });
});
