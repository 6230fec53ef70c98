import { describe, expect, it } from 'vitest';
import { loggablePath } from './logging';

describe('loggablePath', () => {
  it('drops the whole query string of the auth API, where links carry tokens', () => {
    expect(loggablePath('/auth/v1/verify?token=abc123&type=recovery&redirect_to=https://x')).toBe('/auth/v1/verify?[masqué]');
    expect(loggablePath('/auth/v1/token?grant_type=password')).toBe('/auth/v1/token?[masqué]');
  });

  it('masks credential parameters elsewhere and keeps the rest readable', () => {
    expect(loggablePath('/rest/v1/products?select=id&apikey=eyJhbGc&ACCESS_TOKEN=x&order=name')).toBe(
      '/rest/v1/products?select=id&apikey=[masqué]&ACCESS_TOKEN=[masqué]&order=name',
    );
    expect(loggablePath('/storage/v1/object/sign/x?token=secret')).toBe('/storage/v1/object/sign/x?token=[masqué]');
    expect(loggablePath('/rest/v1/products?%61pikey=eyJ')).toBe('/rest/v1/products?%61pikey=[masqué]');
  });

  it('leaves paths without a query string and malformed escapes alone', () => {
    expect(loggablePath('/health')).toBe('/health');
    expect(loggablePath('/rest/v1/products?name=%E0%A4%A')).toBe('/rest/v1/products?name=%E0%A4%A');
  });
});
