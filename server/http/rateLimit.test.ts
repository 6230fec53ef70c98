import { describe, expect, it } from 'vitest';
import { FormRateLimiter, formOf } from './rateLimit';

describe('FormRateLimiter', () => {
  it('allows max submissions per key in the window, then says how long to wait', () => {
    const limiter = new FormRateLimiter(2, 600);
    expect(limiter.take('1.2.3.4|quotes', 1_000)).toBe(0);
    expect(limiter.take('1.2.3.4|quotes', 2_000)).toBe(0);
    expect(limiter.take('1.2.3.4|quotes', 3_000)).toBe(598);
    expect(limiter.take('1.2.3.4|contact_messages', 3_000)).toBe(0);
    expect(limiter.take('5.6.7.8|quotes', 3_000)).toBe(0);
  });

  it('lets the key submit again once its oldest submission leaves the window', () => {
    const limiter = new FormRateLimiter(1, 10);
    expect(limiter.take('k', 0)).toBe(0);
    expect(limiter.take('k', 9_000)).toBe(1);
    expect(limiter.take('k', 10_001)).toBe(0);
  });
});

describe('formOf', () => {
  it('names the form from the route and the decoded parameters the router matched', () => {
    expect(formOf('POST', '/rest/v1/:resource', { resource: 'contact_messages' })).toBe('contact_messages');
    expect(formOf('POST', '/rest/v1/rpc/:fn', { fn: 'place_order' })).toBe('place_order');
    expect(formOf('GET', '/rest/v1/:resource', { resource: 'quotes' })).toBeUndefined();
    expect(formOf('POST', '/rest/v1/:resource', { resource: 'products' })).toBeUndefined();
    expect(formOf('POST', '/storage/v1/object/:bucket', { resource: 'quotes' })).toBeUndefined();
    expect(formOf('POST', undefined, undefined)).toBeUndefined();
  });
});
