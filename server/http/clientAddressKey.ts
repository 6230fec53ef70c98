import { isIPv6 } from 'node:net';

/**
 * The part of a client's address that a per-address limit counts. An IPv4 address as it is; an
 * IPv6 address by its /64 network, since one subscriber (a phone, a box) is handed a whole /64 and
 * can pick any of its 2^64 addresses: counting them one by one would let one visitor be many.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, zero-filled (`2001:db8::1` → `2001,0db8,0,…,1`), lowercase. */
function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0].toLowerCase();
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) counts as two groups; the /64 never reaches it.
  const size = (groups: string[]) => groups.reduce((count, group) => count + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - size(headGroups) - size(tailGroups)).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.padStart(4, '0'));
}
