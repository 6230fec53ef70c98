import { describe, expect, it } from 'vitest';
import { isOnPublicAuthPage } from './authPages';

describe('pages reached without a session', () => {
  it('recognises set-password and forgot-password under /admin, which ra-supabase misses', () => {
    expect(isOnPublicAuthPage('/admin/set-password')).toBe(true);
    expect(isOnPublicAuthPage('/admin/forgot-password')).toBe(true);
  });
  it('does not let any other page skip the check', () => {
    expect(isOnPublicAuthPage('/admin')).toBe(false);
    expect(isOnPublicAuthPage('/admin/products')).toBe(false);
    expect(isOnPublicAuthPage('/admin/set-password/extra')).toBe(false);
    expect(isOnPublicAuthPage('/admin/products/set-password')).toBe(false);
  });
});
