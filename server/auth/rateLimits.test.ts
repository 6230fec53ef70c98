import { describe, expect, it } from 'vitest';
import { AuthApiError } from './errors';
import { defaultRateRules, parseRateRules, RateLimiter } from './rateLimits';

describe('parseRateRules', () => {
  it('overrides only the rules given and refuses nonsense', () => {
    expect(parseRateRules('login=3/60')).toEqual({ ...defaultRateRules, login: { max: 3, windowSeconds: 60 } });
    expect(parseRateRules('login_account=5/900').login_account).toEqual({ max: 5, windowSeconds: 900 });
    expect(parseRateRules(undefined)).toEqual(defaultRateRules);
    expect(() => parseRateRules('login=3')).toThrow(/AUTH_RATE_LIMITS/);
    expect(() => parseRateRules('login=3/0')).toThrow(/AUTH_RATE_LIMITS/);
  });
});

describe('RateLimiter', () => {
  it('refuses past the allowance with a Retry-After until the window slides', () => {
    const limiter = new RateLimiter(parseRateRules('signup=2/600'));
    limiter.take('signup', '10.0.0.1', 0);
    limiter.take('signup', '10.0.0.1', 100_000);
    let refusal: unknown;
    try {
      limiter.take('signup', '10.0.0.1', 200_000);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AuthApiError);
    expect(refusal).toMatchObject({ status: 429, errorCode: 'over_request_rate_limit', retryAfter: 400 });
    expect(() => limiter.take('signup', '10.0.0.2', 200_000)).not.toThrow();
    expect(() => limiter.take('signup', '10.0.0.1', 600_001)).not.toThrow();
  });

  it('counts only what is recorded when checking', () => {
    const limiter = new RateLimiter(parseRateRules('login=1/300'));
    limiter.check('login', 'a');
    limiter.check('login', 'a');
    limiter.record('login', 'a');
    expect(() => limiter.check('login', 'a')).toThrow(AuthApiError);
  });
});
