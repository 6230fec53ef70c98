import type { RateCounters, RateRule } from '../db/rateCounters';
import { AuthApiError } from './errors';

export type RateRuleName = 'login' | 'login_account' | 'signup' | 'recover' | 'reauthentication' | 'mfa_verify' | 'otp_verify';

/**
 * Defaults, generous enough for the test suite (every test file starts its own
 * server on its own database, so its own counters): failed logins per address (whatever the account:
 * one password tried on many accounts) and per account (whatever the address: one
 * account tried from many addresses), sign-ups per address, recovery requests per address,
 * wrong re-authentication codes per account, wrong second-factor codes per factor and wrong e-mailed
 * codes per address (six digits must not be guessed).
 */
export const defaultRateRules: Record<RateRuleName, RateRule> = {
  login: { max: 20, windowSeconds: 300 },
  login_account: { max: 10, windowSeconds: 300 },
  signup: { max: 50, windowSeconds: 600 },
  recover: { max: 10, windowSeconds: 600 },
  reauthentication: { max: 5, windowSeconds: 600 },
  mfa_verify: { max: 5, windowSeconds: 300 },
  otp_verify: { max: 5, windowSeconds: 600 },
};

/** Reads AUTH_RATE_LIMITS, e.g. "login=20/300,login_account=10/300,signup=50/600,recover=10/600" (count/seconds). */
export function parseRateRules(text: string | undefined): Record<RateRuleName, RateRule> {
  const rules = { ...defaultRateRules };
  for (const part of (text ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^(login|login_account|signup|recover|reauthentication|mfa_verify|otp_verify)=(\d+)\/(\d+)$/.exec(part);
    if (!match || Number(match[3]) === 0) {
      throw new Error(`AUTH_RATE_LIMITS invalide : « ${part} » (attendu par ex. login=10/300)`);
    }
    rules[match[1] as RateRuleName] = { max: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return rules;
}

/**
 * The auth allowances over counters kept in PostgreSQL (shared by every server
 * process and kept across restarts). Keys are prefixed by the rule's name.
 */
export class RateLimiter {
  constructor(
    private readonly rules: Record<RateRuleName, RateRule>,
    private readonly counters: RateCounters,
  ) {}

  /** Throws 429 with Retry-After when the key has used up its allowance; counts nothing. */
  async check(rule: RateRuleName, key: string, at?: number): Promise<void> {
    refuseAfter(await this.counters.check(`${rule}:${key}`, this.rules[rule], at));
  }

  /** Counts an event (a failure) for the key. */
  async record(rule: RateRuleName, key: string, at?: number): Promise<void> {
    await this.counters.record(`${rule}:${key}`, this.rules[rule], at);
  }

  /** Checks then counts in one step: for rules that count every attempt. */
  async take(rule: RateRuleName, key: string, at?: number): Promise<void> {
    refuseAfter(await this.counters.take(`${rule}:${key}`, this.rules[rule], at));
  }
}

function refuseAfter(waitSeconds: number): void {
  if (waitSeconds > 0) throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, waitSeconds);
}
