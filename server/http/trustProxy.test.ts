import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trustProxy';

describe('parseTrustProxy', () => {
  it('trusts no proxy unless told', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
  });

  it('reads a hop count, or addresses, networks and range names', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1 ,fd00::/8,loopback,192.168.0.0/255.255.0.0')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('refuses anything else with a French message', () => {
    for (const wrong of ['true', '*', 'proxy.example.com', '10.0.0.0/33', '::1/129', '1.2.3', ',', '10.0.0.0/8/1']) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY invalide/);
    }
  });
});

describe('fastifyTrustProxy', () => {
  it('trusts the nearest hops only', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
