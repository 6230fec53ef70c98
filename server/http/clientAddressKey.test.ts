import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './clientAddressKey';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when mapped into IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts the addresses of one IPv6 /64 as one client, and two /64s apart', () => {
    const one = clientAddressKey('2001:db8:1:2::1');
    expect(clientAddressKey('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe(one);
    expect(clientAddressKey('2001:0DB8:0001:0002:0:0:0:9')).toBe(one);
    expect(one).toBe('2001:0db8:0001:0002::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(one);
    expect(clientAddressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });
});
