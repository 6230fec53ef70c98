import { describe, expect, it } from 'vitest';
import { protectiveHeaders } from './protectiveHeaders';

describe('helmet’s headers, computed once', () => {
  it('holds the policy as written and helmet’s other defaults, without what was turned off', () => {
    const headers = protectiveHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } },
      strictTransportSecurity: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    expect(headers['content-security-policy']).toBe("default-src 'self';img-src 'self' data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('refuses a policy helmet refuses, at start rather than on a visitor’s request', () => {
    expect(() => protectiveHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'; script-src *"] } } })).toThrow(/invalid/);
  });
});
