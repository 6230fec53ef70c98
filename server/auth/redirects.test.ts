import { describe, expect, it } from 'vitest';
import { parseRedirectAllowList, redirectPatternMatches, safeRedirect, withFragment } from './redirects';

const site = 'https://www.example.bf';
const allowList = ['https://*.example.bf/**', 'http://127.0.0.1:*/**', 'https://app.partenaire.bf/retour'];

describe('safeRedirect', () => {
  it('keeps addresses on the site or on the allow-list', () => {
    expect(safeRedirect(`${site}/reset-password?x=1`, site, [])).toBe(`${site}/reset-password?x=1`);
    expect(safeRedirect('/reset-password', site, [])).toBe(`${site}/reset-password`);
    expect(safeRedirect('https://admin.example.bf/admin/auth-callback', site, allowList)).toBe(
      'https://admin.example.bf/admin/auth-callback',
    );
    expect(safeRedirect('http://127.0.0.1:41234/reset-password', site, allowList)).toBe('http://127.0.0.1:41234/reset-password');
    expect(safeRedirect('https://app.partenaire.bf/retour', site, allowList)).toBe('https://app.partenaire.bf/retour');
  });

  it('sends everything else to the site, whatever origin the request came to', () => {
    for (const hostile of [
      'https://evil.example.net/',
      '//evil.example.net/x',
      '/\\evil.example.net',
      'https://www.example.bf.evil.net/',
      'https://www.example.bf@evil.net/',
      'https://evil.net/?https://www.example.bf/',
      'https://a.b.example.bf/',
      'https://app.partenaire.bf/retour/plus',
      'https://example.bf.evil.net/',
      '\thttps://evil.example.net/',
      'https://evil\\.example.bf/',
      'https://x.example.bf@evil.net/',
      'javascript:alert(1)',
      'http://www.example.bf/',
      'pas une adresse',
    ]) {
      expect(new URL(safeRedirect(hostile, site, allowList)).origin, hostile).toBe(site);
    }
    expect(safeRedirect(undefined, site, allowList)).toBe(site);
  });

  it('refuses a control character before reading a path, since URL parsing drops TAB, LF and CR', () => {
    for (const hostile of ['/\t/evil.example', '/\n/evil.example/steal', '/\r/evil.example', '/\t\\evil.example', '/\u0000/evil.example', '/\u0085/evil.example']) {
      expect(safeRedirect(hostile, site, allowList), JSON.stringify(hostile)).toBe(site);
    }
    // Even an address of the site itself, or of the allow-list, once it carries one.
    expect(safeRedirect(`${site}/re\tset`, site, allowList)).toBe(site);
    expect(safeRedirect('https://app.partenaire.bf/re\ntour', site, allowList)).toBe(site);
  });

  it('keeps a path on the site even when it resolves to an allow-listed origin', () => {
    expect(safeRedirect('//admin.example.bf/x', site, allowList)).toBe(site);
  });
});

describe('redirectPatternMatches', () => {
  it('follows GoTrue: * stops at . and /, ** does not, the rest is literal', () => {
    expect(redirectPatternMatches('https://*.example.bf', 'https://shop.example.bf')).toBe(true);
    expect(redirectPatternMatches('https://*.example.bf', 'https://a.shop.example.bf')).toBe(false);
    expect(redirectPatternMatches('https://**.example.bf', 'https://a.shop.example.bf')).toBe(true);
    expect(redirectPatternMatches('https://example.bf/a?', 'https://example.bf/ab')).toBe(true);
    expect(redirectPatternMatches('https://example.bf/a.b', 'https://example.bf/aXb')).toBe(false);
  });
});

describe('parseRedirectAllowList', () => {
  it('reads comma-separated http(s) patterns and refuses the rest', () => {
    expect(parseRedirectAllowList(' https://a.bf/** , http://localhost:5173/**,')).toEqual(['https://a.bf/**', 'http://localhost:5173/**']);
    expect(parseRedirectAllowList(undefined)).toEqual([]);
    expect(() => parseRedirectAllowList('**')).toThrow(/ADDITIONAL_REDIRECT_URLS invalide/);
  });
});

describe('withFragment', () => {
  it('replaces any fragment with the given parameters, encoded', () => {
    expect(withFragment(`${site}/a#old`, { error_description: 'Email link is invalid', n: 1 })).toBe(
      `${site}/a#error_description=Email+link+is+invalid&n=1`,
    );
  });
});
