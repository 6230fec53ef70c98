import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` receives: nothing trusted (the default), a hop count, or the
 * addresses / networks of the proxies in front of us. A forwarded address (X-Forwarded-For,
 * -Proto, -Host) is believed only when the connection comes from one of those: anyone else
 * could otherwise choose the address the rate limits count.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges, which Fastify accepts too. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  // An IPv4 netmask (10.0.0.0/255.0.0.0) is accepted as well.
  return family === 4 && isIP(prefix) === 4;
}

/**
 * Reads TRUST_PROXY: empty for none, a number of proxy hops (e.g. 1), or a comma-separated list
 * of addresses, networks (CIDR) and the names loopback, linklocal, uniquelocal.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim();
  if (value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrNetwork(entry));
  if (wrong !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY invalide : « ${wrong ?? value} » (attendu : un nombre de proxys, ou des adresses / réseaux séparés par des virgules, par ex. 127.0.0.1 ou 10.0.0.0/8)`,
    );
  }
  return entries;
}

/** Fastify's typings take no hop count: the same rule as a function (the nearest `hops` proxies are trusted). */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
