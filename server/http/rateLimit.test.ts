import { describe, expect, it } from 'vitest';
import { formOf } from './rateLimit';

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
