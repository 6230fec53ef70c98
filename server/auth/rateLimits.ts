import type { RateCounters, RateRule } from '../db/rateCounters';
import { clientAddressKey } from '../http/clientAddressKey';
import { AuthApiError } from './errors';
import { authErrors } from './authErrors';

const ruleNames = [
  'login',
  'login_account',
  'signup',
  'recover',
  'reauthentication',
  'mfa_verify',
  'otp_verify',
  'verify',
  'token',
  'sms_sent',
  'sms_address',
  'sms_country',
  'sms_number',
] as const;
export type RateRuleName = (typeof ruleNames)[number];

/**
 * Defaults, generous enough for the test suite (every test file starts its own server on its own
 * database, so its own counters). Failures only, given back on success: logins per address
 * (whatever the account: one password tried on many accounts) and per account (whatever the
 * address: one account tried from many addresses), wrong re-authentication codes per account,
 * wrong second-factor codes per factor, wrong e-mailed codes per e-mail address (six digits must
 * not be guessed). Every request: sign-ups and recovery requests per address, and GoTrue's
 * per-address limits on /verify (RATE_LIMIT_VERIFY, 30 per 5 min) and /token
 * (RATE_LIMIT_TOKEN_REFRESH, 150 per 5 min).
 */
export const defaultRateRules: Record<RateRuleName, RateRule> = {
  login: { max: 20, windowSeconds: 300 },
  login_account: { max: 10, windowSeconds: 300 },
  signup: { max: 50, windowSeconds: 600 },
  recover: { max: 10, windowSeconds: 600 },
  reauthentication: { max: 5, windowSeconds: 600 },
  mfa_verify: { max: 5, windowSeconds: 300 },
  otp_verify: { max: 5, windowSeconds: 600 },
  verify: { max: 30, windowSeconds: 300 },
  token: { max: 150, windowSeconds: 300 },
  // Text messages cost money and draw SMS pumping (decision 053): the whole site's daily ceiling
  // (GoTrue's RATE_LIMIT_SMS_SENT), per client address, per country code, per number.
  sms_sent: { max: 1000, windowSeconds: 86400 },
  sms_address: { max: 10, windowSeconds: 3600 },
  sms_country: { max: 300, windowSeconds: 3600 },
  sms_number: { max: 10, windowSeconds: 86400 },
};

/** The rules whose refusal is GoTrue's SMS limit rather than its request limit. */
const smsRules: ReadonlySet<RateRuleName> = new Set(['sms_sent', 'sms_address', 'sms_country', 'sms_number']);

const ruleText = new RegExp(`^(${ruleNames.join('|')})=(\\d+)/(\\d+)$`);

/** Reads AUTH_RATE_LIMITS, e.g. "login=20/300,login_account=10/300,signup=50/600,recover=10/600" (count/seconds). */
export function parseRateRules(text: string | undefined): Record<RateRuleName, RateRule> {
  const rules = { ...defaultRateRules };
  for (const part of (text ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = ruleText.exec(part);
    if (!match || Number(match[3]) === 0) {
      throw new Error(`AUTH_RATE_LIMITS invalide : « ${part} » (attendu par ex. login=10/300)`);
    }
    rules[match[1] as RateRuleName] = { max: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return rules;
}

/** What a rule counts: a client's address (by its IPv6 /64) or an account, factor or e-mail address. */
export type RateKey = { address: string } | { id: string };

function keyText(rule: RateRuleName, key: RateKey): string {
  return `${rule}:${'address' in key ? clientAddressKey(key.address) : key.id}`;
}

/**
 * An attempt counted before it was evaluated. For rules that count failures only, the caller
 * gives it back once the attempt succeeded.
 */
export interface TakenAttempt {
  giveBack(): Promise<void>;
}

/**
 * The auth allowances over counters kept in PostgreSQL (shared by every server process and kept
 * across restarts). Every attempt is taken atomically before it is evaluated: of a thousand
 * guesses sent at once, only the allowance is evaluated, the rest get GoTrue's 429.
 */
export class RateLimiter {
  constructor(
    private readonly rules: Record<RateRuleName, RateRule>,
    private readonly counters: RateCounters,
  ) {}

  /** Counts an attempt; throws 429 with Retry-After (nothing counted) when the allowance is used up. */
  async take(rule: RateRuleName, key: RateKey, at?: number): Promise<TakenAttempt> {
    const counted = keyText(rule, key);
    refuseAfter(rule, await this.counters.take(counted, this.rules[rule], at));
    return { giveBack: () => this.counters.giveBack(counted) };
  }

  /**
   * Takes one attempt from each rule, in order; if a later one refuses, the ones already taken
   * are given back (an attempt refused before evaluation is not a failure of the earlier rules).
   */
  async takeAll(wanted: Array<[RateRuleName, RateKey]>): Promise<TakenAttempt> {
    const taken: TakenAttempt[] = [];
    const giveAllBack = async () => {
      for (const attempt of taken.splice(0)) await attempt.giveBack();
    };
    try {
      for (const [rule, key] of wanted) taken.push(await this.take(rule, key));
    } catch (error) {
      await giveAllBack();
      throw error;
    }
    return { giveBack: giveAllBack };
  }
}

function refuseAfter(rule: RateRuleName, waitSeconds: number): void {
  if (waitSeconds > 0 && smsRules.has(rule)) {
    throw new AuthApiError(authErrors.overSmsSendRateLimit, 'SMS rate limit exceeded', {}, waitSeconds);
  }
  if (waitSeconds > 0) throw new AuthApiError(authErrors.overRequestRateLimit, 'Request rate limit reached', {}, waitSeconds);
}
