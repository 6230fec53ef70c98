import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const postgres = { DATABASE_URL: 'postgres://app@db.example:5432/ouaga', JWT_SECRET: 'x'.repeat(32) };

describe('WORKERS', () => {
  it('is one process by default, n when asked, one per core for auto', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ ...postgres, WORKERS: '3' }).workers).toBe(3);
    expect(readConfig({ ...postgres, WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
  });

  it('refuses several processes on the embedded database, saying what to do', () => {
    expect(() => readConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 demande un serveur PostgreSQL \(DATABASE_URL\)/);
    expect(() => readConfig({ WORKERS: 'auto' })).toThrow(/PGlite\) n'accepte qu'un processus/);
    expect(readConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses a value that is not a count', () => {
    expect(() => readConfig({ ...postgres, WORKERS: 'deux' })).toThrow(/WORKERS: attendu : un nombre de processus/);
    expect(() => readConfig({ ...postgres, WORKERS: '0' })).toThrow(/WORKERS/);
  });
});

describe('SUPABASE_URL and SUPABASE_ANON_KEY', () => {
  const project = { SUPABASE_URL: 'https://abcd.supabase.co/', SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.anon.key' };

  it('serve the site in front of that project, pages kept 60 s unless PAGE_CACHE_TTL says otherwise', () => {
    const config = readConfig(project);
    expect(config.hostedProject).toEqual({ url: 'https://abcd.supabase.co', anonKey: project.SUPABASE_ANON_KEY });
    expect(config.pageCacheTtlSeconds).toBe(60);
    expect(readConfig({ ...project, PAGE_CACHE_TTL: '10' }).pageCacheTtlSeconds).toBe(10);
    // Stateless: several processes need no database.
    expect(readConfig({ ...project, WORKERS: '2' }).workers).toBe(2);
  });

  it('go together', () => {
    expect(() => readConfig({ SUPABASE_URL: project.SUPABASE_URL })).toThrow(/SUPABASE_URL et SUPABASE_ANON_KEY vont ensemble/);
  });

  it('with DATABASE_URL, the project’s own database, send its mails: SMTP_URL is then required', () => {
    const config = readConfig({ ...project, DATABASE_URL: postgres.DATABASE_URL, SMTP_URL: 'smtp://mail.example.bf:587' });
    expect(config.hostedProject?.url).toBe('https://abcd.supabase.co');
    expect(config.databaseUrl).toBe(postgres.DATABASE_URL);
    // No JWT_SECRET: the project's GoTrue signs the tokens.
    expect(config.jwtSecret).toBeUndefined();
    expect(() => readConfig({ ...project, DATABASE_URL: postgres.DATABASE_URL })).toThrow(/définissez SMTP_URL/);
    expect(() => readConfig({ ...project, DATABASE_URL: 'mysql://db.example.bf/x', SMTP_URL: 'smtp://mail.example.bf' })).toThrow(/chaîne de connexion PostgreSQL/);
    const transactionPooler = 'postgresql://postgres.abcd:secret@aws-0-eu-west-3.pooler.supabase.com:6543/postgres';
    expect(() => readConfig({ ...project, DATABASE_URL: transactionPooler, SMTP_URL: 'smtp://mail.example.bf' })).toThrow(/Session pooler/);
  });
});

describe('SECURITY_REFRESH_TOKEN_REUSE_INTERVAL and SECURITY_REFRESH_TOKEN_ROTATION_ENABLED', () => {
  it('are GoTrue’s defaults unless set: 10 s, rotation on', () => {
    expect(readConfig({}).refreshTokenReuse).toEqual({ reuseIntervalSeconds: 10, rotationEnabled: true });
    expect(
      readConfig({ SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '30', SECURITY_REFRESH_TOKEN_ROTATION_ENABLED: 'false' }).refreshTokenReuse,
    ).toEqual({ reuseIntervalSeconds: 30, rotationEnabled: false });
  });

  it('refuses an interval that is not a whole number of seconds', () => {
    expect(() => readConfig({ SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '-1' })).toThrow(/SECURITY_REFRESH_TOKEN_REUSE_INTERVAL/);
    expect(() => readConfig({ SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: 'dix' })).toThrow(/SECURITY_REFRESH_TOKEN_REUSE_INTERVAL/);
  });
});

describe('SEND_EMAIL_HOOK_SECRET and SEND_EMAIL_HOOK_AUTH_URL', () => {
  const secret = `v1,whsec_${Buffer.alloc(32, 1).toString('base64')}`;

  it("serve GoTrue's Send Email hook, its links pointing at this server's /auth/v1 unless told otherwise", () => {
    expect(readConfig({}).sendEmailHook).toBeUndefined();
    expect(readConfig({ SITE_URL: 'https://www.example.bf/', SEND_EMAIL_HOOK_SECRET: secret }).sendEmailHook).toEqual({
      secrets: secret,
      authUrl: 'https://www.example.bf/auth/v1',
    });
    const hosted = readConfig({ SEND_EMAIL_HOOK_SECRET: `${secret}|${secret}`, SEND_EMAIL_HOOK_AUTH_URL: 'https://abcd.supabase.co/auth/v1/' });
    expect(hosted.sendEmailHook?.authUrl).toBe('https://abcd.supabase.co/auth/v1');
  });

  it("point the links at the hosted project's GoTrue in front of one", () => {
    const project = { SUPABASE_URL: 'https://abcd.supabase.co/', SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.anon.key' };
    expect(readConfig({ ...project, SEND_EMAIL_HOOK_SECRET: secret }).sendEmailHook?.authUrl).toBe('https://abcd.supabase.co/auth/v1');
  });

  it('refuse a secret not written as the dashboard gives it', () => {
    expect(() => readConfig({ SEND_EMAIL_HOOK_SECRET: 'mon-secret' })).toThrow(/SEND_EMAIL_HOOK_SECRET: attendu : v1,whsec_<base64>/);
  });
});

describe('sign-in by phone (AUTH_PHONE_*)', () => {
  it('is on for Burkina Faso with five-minute codes by default', () => {
    expect(readConfig({}).phoneAuth).toEqual({ enabled: true, countryCodes: ['226'], otpSeconds: 300 });
  });

  it('reads the allowed country codes, the default first, and the code lifetime', () => {
    const config = readConfig({ AUTH_PHONE_ENABLED: 'false', AUTH_PHONE_COUNTRY_CODES: '226, +225', AUTH_SMS_OTP_EXP: '120' });
    expect(config.phoneAuth).toEqual({ enabled: false, countryCodes: ['226', '225'], otpSeconds: 120 });
  });

  it('refuses country codes and lifetimes it cannot read', () => {
    expect(() => readConfig({ AUTH_PHONE_COUNTRY_CODES: 'BF' })).toThrow(/AUTH_PHONE_COUNTRY_CODES: attendu : des indicatifs pays/);
    expect(() => readConfig({ AUTH_SMS_OTP_EXP: '5' })).toThrow(/AUTH_SMS_OTP_EXP: attendu : 30 secondes au moins/);
  });
});

describe('HOOK_SEND_SMS_URI and HOOK_SEND_SMS_SECRETS', () => {
  const secret = `v1,whsec_${Buffer.alloc(32, 2).toString('base64')}`;

  it('send the text messages to the hook when both are set, to DATA_DIR/sms otherwise', () => {
    expect(readConfig({}).sendSmsHook).toBeUndefined();
    expect(readConfig({ HOOK_SEND_SMS_URI: 'https://sms.example.bf/hook', HOOK_SEND_SMS_SECRETS: `${secret}|${secret}` }).sendSmsHook).toEqual({
      uri: 'https://sms.example.bf/hook',
      secrets: `${secret}|${secret}`,
    });
    expect(readConfig({ HOOK_SEND_SMS_URI: 'http://127.0.0.1:4010/sms', HOOK_SEND_SMS_SECRETS: secret }).sendSmsHook?.uri).toBe('http://127.0.0.1:4010/sms');
  });

  it('refuse plain http to another host, a hook without its secret, and a secret not written as the dashboard gives it', () => {
    expect(() => readConfig({ HOOK_SEND_SMS_URI: 'http://sms.example.bf/hook', HOOK_SEND_SMS_SECRETS: secret })).toThrow(/HOOK_SEND_SMS_URI: attendu : une adresse https/);
    expect(() => readConfig({ HOOK_SEND_SMS_URI: 'https://sms.example.bf/hook' })).toThrow(/HOOK_SEND_SMS_URI demande HOOK_SEND_SMS_SECRETS/);
    expect(() => readConfig({ HOOK_SEND_SMS_URI: 'https://sms.example.bf/hook', HOOK_SEND_SMS_SECRETS: 'secret' })).toThrow(/HOOK_SEND_SMS_SECRETS: attendu : v1,whsec_/);
  });
});

describe('CINETPAY_*', () => {
  const merchant = { CINETPAY_API_KEY: 'cle-api', CINETPAY_SITE_ID: '123456', CINETPAY_SECRET_KEY: 'secret' };

  it('is the test provider without a merchant account, CinetPay with all three keys', () => {
    expect(readConfig({}).cinetpay).toBeUndefined();
    expect(readConfig(merchant).cinetpay).toEqual({ apiKey: 'cle-api', siteId: '123456', secretKey: 'secret' });
  });

  it('refuses part of an account or a site id that is not CinetPay\'s number, saying so', () => {
    expect(() => readConfig({ CINETPAY_API_KEY: 'cle-api' })).toThrow(/vont ensemble/);
    expect(() => readConfig({ ...merchant, CINETPAY_SITE_ID: 'abc' })).toThrow(/CINETPAY_SITE_ID: attendu : le site_id numérique/);
  });
});
