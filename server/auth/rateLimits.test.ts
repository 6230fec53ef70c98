import { describe, expect, it } from 'vitest';
import { defaultRateRules, parseRateRules } from './rateLimits';

describe('parseRateRules', () => {
  it('overrides only the rules given and refuses nonsense', () => {
    expect(parseRateRules('login=3/60')).toEqual({ ...defaultRateRules, login: { max: 3, windowSeconds: 60 } });
    expect(parseRateRules('login_account=5/900').login_account).toEqual({ max: 5, windowSeconds: 900 });
    expect(parseRateRules('mfa_verify=3/60').mfa_verify).toEqual({ max: 3, windowSeconds: 60 });
    expect(parseRateRules('sms_sent=500/86400,sms_country=50/3600').sms_sent).toEqual({ max: 500, windowSeconds: 86400 });
    expect(parseRateRules(undefined)).toEqual(defaultRateRules);
    expect(() => parseRateRules('login=3')).toThrow(/AUTH_RATE_LIMITS/);
    expect(() => parseRateRules('login=3/0')).toThrow(/AUTH_RATE_LIMITS/);
  });
});
