import { AuthApiError } from './errors';

/** A rule: at most `max` events per key in a sliding window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

export type RateRuleName = 'login' | 'login_account' | 'signup' | 'recover' | 'reauthentication';

/**
 * Defaults, generous enough for the test suite (every test file starts its own
 * server, so its own counters): failed logins per address (whatever the account:
 * one password tried on many accounts) and per account (whatever the address: one
 * account tried from many addresses), sign-ups per address, recovery requests per address,
 * wrong re-authentication codes per account (six digits must not be guessed).
 */
export const defaultRateRules: Record<RateRuleName, RateRule> = {
  login: { max: 20, windowSeconds: 300 },
  login_account: { max: 10, windowSeconds: 300 },
  signup: { max: 50, windowSeconds: 600 },
  recover: { max: 10, windowSeconds: 600 },
  reauthentication: { max: 5, windowSeconds: 600 },
};

/** Reads AUTH_RATE_LIMITS, e.g. "login=20/300,login_account=10/300,signup=50/600,recover=10/600" (count/seconds). */
export function parseRateRules(text: string | undefined): Record<RateRuleName, RateRule> {
  const rules = { ...defaultRateRules };
  for (const part of (text ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^(login|login_account|signup|recover|reauthentication)=(\d+)\/(\d+)$/.exec(part);
    if (!match || Number(match[3]) === 0) {
      throw new Error(`AUTH_RATE_LIMITS invalide : « ${part} » (attendu par ex. login=10/300)`);
    }
    rules[match[1] as RateRuleName] = { max: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return rules;
}

/** In-memory counters (one process serves the site): timestamps of recent events per key. */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();
  constructor(private readonly rules: Record<RateRuleName, RateRule>) {}

  private recent(rule: RateRuleName, key: string, now: number): number[] {
    const windowMs = this.rules[rule].windowSeconds * 1000;
    const kept = (this.events.get(`${rule}:${key}`) ?? []).filter((at) => at > now - windowMs);
    return kept;
  }

  /** Throws 429 with Retry-After when the key has used up its allowance. */
  check(rule: RateRuleName, key: string, now = Date.now()): void {
    const recent = this.recent(rule, key, now);
    const { max, windowSeconds } = this.rules[rule];
    if (recent.length >= max) {
      const retryAfter = Math.max(1, Math.ceil((recent[0] + windowSeconds * 1000 - now) / 1000));
      throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfter);
    }
  }

  record(rule: RateRuleName, key: string, now = Date.now()): void {
    const recent = this.recent(rule, key, now);
    recent.push(now);
    if (this.events.size > 50_000) this.prune(now);
    // Under a flood of distinct keys, forgetting everything beats running out of memory.
    if (this.events.size > 200_000) this.events.clear();
    this.events.set(`${rule}:${key}`, recent);
  }

  /** Checks then counts: for rules that count every attempt. */
  take(rule: RateRuleName, key: string, now = Date.now()): void {
    this.check(rule, key, now);
    this.record(rule, key, now);
  }

  private prune(now: number): void {
    const longest = Math.max(...Object.values(this.rules).map((rule) => rule.windowSeconds)) * 1000;
    for (const [key, times] of this.events) {
      if (times[times.length - 1] <= now - longest) this.events.delete(key);
    }
  }
}
