import { describe, expect, it } from 'vitest';
import { safeRedirect, withFragment } from './redirects';

const site = 'https://www.example.bf';
const own = 'http://127.0.0.1:3000';

describe('safeRedirect', () => {
  it('keeps addresses on the site or on the origin the request came to', () => {
    expect(safeRedirect(`${site}/reset-password?x=1`, site, own)).toBe(`${site}/reset-password?x=1`);
    expect(safeRedirect(`${own}/admin/auth-callback`, site, own)).toBe(`${own}/admin/auth-callback`);
    expect(safeRedirect('/reset-password', site, own)).toBe(`${site}/reset-password`);
  });

  it('sends everything else to the site', () => {
    for (const hostile of [
      'https://evil.example.net/',
      '//evil.example.net/x',
      '/\\evil.example.net',
      'https://www.example.bf.evil.net/',
      'https://www.example.bf@evil.net/',
      'javascript:alert(1)',
      'http://www.example.bf/',
      'pas une adresse',
    ]) {
      expect(new URL(safeRedirect(hostile, site, own)).origin, hostile).toBe(site);
    }
    expect(safeRedirect(undefined, site, own)).toBe(site);
  });
});

describe('withFragment', () => {
  it('replaces any fragment with the given parameters, encoded', () => {
    expect(withFragment(`${site}/a#old`, { error_description: 'Email link is invalid', n: 1 })).toBe(
      `${site}/a#error_description=Email+link+is+invalid&n=1`,
    );
  });
});
