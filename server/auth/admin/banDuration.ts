import { badRequest } from '../errors';

const unitMilliseconds: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * GoTrue's ban_duration, a Go duration ("24h", "1h30m", "876000h") or "none" (lift the ban), in
 * milliseconds (0 lifts it). Anything else is GoTrue's 400.
 */
export function parseBanDuration(text: string): number {
  if (text === 'none') return 0;
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== text) {
    throw badRequest(`invalid format for ban duration: time: invalid duration "${text}"`);
  }
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * unitMilliseconds[unit], 0);
}
