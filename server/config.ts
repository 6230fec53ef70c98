import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { RefreshReusePolicy } from './auth/refreshTokenRotation';
import { minimumPasswordLength } from '../src/shared/auth/passwordPolicy';
import { parseRedirectAllowList } from './auth/redirects';
import { readExternalProviders, type ExternalProvider } from './auth/external/providerSettings';
import { parseSigningKeySetting } from './auth/signingKeys';
import type { JWK } from 'jose';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy';
import { parseCountryCodes } from '../src/shared/phone/phoneNumber';

/** The server's whole configuration, read once from the environment at start. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET doit contenir au moins 32 caractères').optional(),
  JWT_SIGNING_KEY: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(minimumPasswordLength).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Ouaga IT Services <no-reply@example.invalid>'),
  SITE_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().optional(),
  AUTH_RATE_LIMITS: z.string().optional(),
  AUTH_PHONE_ENABLED: z.enum(['true', 'false'], { message: 'attendu : true ou false' }).default('true'),
  AUTH_PHONE_COUNTRY_CODES: z
    .string()
    .refine((text) => parseCountryCodes(text) !== undefined, 'attendu : des indicatifs pays séparés par des virgules, par ex. 226 ou 226,225')
    .default('226'),
  AUTH_SMS_OTP_EXP: z.coerce
    .number({ message: 'attendu : un nombre de secondes' })
    .int('attendu : un nombre entier de secondes')
    .min(30, 'attendu : 30 secondes au moins')
    .max(86400, 'attendu : 86400 secondes (un jour) au plus')
    .default(300),
  FORM_RATE_LIMIT: z.string().regex(/^\d+\/[1-9]\d*$/, 'attendu : nombre/secondes, par ex. 20/600').optional(),
  VITALS_RATE_LIMIT: z.string().regex(/^\d+\/[1-9]\d*$/, 'attendu : nombre/secondes, par ex. 120/600').optional(),
  MAILER_AUTOCONFIRM: z.enum(['true', 'false'], { message: 'attendu : true ou false' }).default('false'),
  DISABLE_SIGNUP: z.enum(['true', 'false'], { message: 'attendu : true ou false' }).default('false'),
  TRUST_PROXY: z.string().optional(),
  ADDITIONAL_REDIRECT_URLS: z.string().optional(),
  SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: z.enum(['true', 'false'], {
    message: 'attendu : true ou false',
  }).default('true'),
  SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: z.coerce
    .number({ message: 'attendu : un nombre de secondes (0 ou plus)' })
    .int('attendu : un nombre entier de secondes')
    .min(0, 'attendu : un nombre de secondes (0 ou plus)')
    .default(10),
  SECURITY_REFRESH_TOKEN_ROTATION_ENABLED: z.enum(['true', 'false'], { message: 'attendu : true ou false' }).default('true'),
  STORAGE_BACKEND: z.enum(['disk', 'database'], { message: 'attendu : disk ou database' }).optional(),
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_ANON_KEY: z.string().min(20).optional(),
  // The build's own API address (a static build for a hosted project served by this server): its origin is
  // allowed by the content security policy.
  VITE_SUPABASE_URL: z.string().url().optional(),
  PAGE_CACHE_TTL: z.coerce.number().int().min(1, 'attendu : un nombre de secondes (1 au moins)').default(60),
  WORKERS: z.string().regex(/^(auto|[1-9]\d*)$/, 'attendu : un nombre de processus (1, 2, …) ou auto (un par cœur)').optional(),
  DB_SCHEMAS: z.string().optional(),
  SEND_EMAIL_HOOK_SECRET: z
    .string()
    .regex(/^v1,whsec_[A-Za-z0-9+/=]{24,}(\|v1,whsec_[A-Za-z0-9+/=]{24,})*$/, 'attendu : v1,whsec_<base64> (comme le tableau de bord Supabase le donne), plusieurs séparés par |')
    .optional(),
  SEND_EMAIL_HOOK_AUTH_URL: z.string().url().optional(),
  HOOK_SEND_SMS_URI: z
    .string()
    .url()
    .refine((uri) => /^https:\/\//.test(uri) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(uri), {
      message: 'attendu : une adresse https:// (http:// seulement vers localhost ou 127.0.0.1)',
    })
    .optional(),
  HOOK_SEND_SMS_SECRETS: z
    .string()
    .regex(/^v1,whsec_[A-Za-z0-9+/=]{24,}(\|v1,whsec_[A-Za-z0-9+/=]{24,})*$/, 'attendu : v1,whsec_<base64> (comme le tableau de bord Supabase le donne), plusieurs séparés par |')
    .optional(),
  AUTH_MANUAL_LINKING_ENABLED: z.enum(['true', 'false'], { message: 'attendu : true ou false' }).default('false'),
  CINETPAY_API_KEY: z.string().min(1).optional(),
  CINETPAY_SITE_ID: z.string().regex(/^\d+$/, 'attendu : le site_id numérique donné par CinetPay').optional(),
  CINETPAY_SECRET_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECEF_API_URL: z
    .string()
    .url()
    .refine((uri) => /^https:\/\//.test(uri) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(uri), {
      message: 'attendu : une adresse https:// (http:// seulement vers localhost ou 127.0.0.1)',
    })
    .optional(),
  SECEF_API_KEY: z.string().min(8, 'attendu : la clé (jeton) du module e-MCF, 8 caractères au moins').optional(),
  SECEF_NIM: z.string().regex(/^[A-Za-z0-9-]{2,40}$/, 'attendu : le NIM du module e-MCF (lettres, chiffres, tirets)').optional(),
  SECEF_TIMEOUT_MS: z.coerce.number().int().min(500, 'attendu : 500 ms au moins').max(120000, 'attendu : 120000 ms au plus').default(15000),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Set here or generated once and kept in DATA_DIR (see secrets.ts). */
  jwtSecret?: string;
  /** JWT_SIGNING_KEY: the private JWK that signs access tokens (then keys kept to verify); derived from the JWT secret when unset. */
  jwtSigningKeys?: JWK[];
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public address of the site, used in e-mailed links; defaults to http://localhost:PORT. */
  siteUrl: string;
  /** Origins allowed to call the API from another site; same origin only when empty. */
  corsOrigins: string[];
  /** Auth rate limits, e.g. "login=10/300,signup=50/600,recover=10/600" (see server/auth/rateLimits.ts). */
  authRateLimits?: string;
  /**
   * Public form submissions (appointments, quotes, contact messages, orders) allowed per address and form
   * per window: written at start into the database's rules (rate_limit.rules), which count them. Unset:
   * the rule stays as it is there (20/600 from the migration, or as an operator changed it).
   */
  formRateLimit?: { max: number; windowSeconds: number };
  /** Web Vitals beacons (inserts into web_vitals) allowed per address per window; as formRateLimit. */
  vitalsRateLimit?: { max: number; windowSeconds: number };
  /** Where uploaded files' bytes live: DATA_DIR/storage, or a table every server process on the database reaches. */
  storageBackend: 'disk' | 'database';
  /** GoTrue's MAILER_AUTOCONFIRM: true opens accounts at sign-up; false (default) waits for the e-mailed link. */
  mailerAutoconfirm: boolean;
  /** GoTrue's DISABLE_SIGNUP: no new account through /signup (administrators still create them). */
  disableSignup: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (see http/trustProxy.ts); none by default. */
  trustProxy: TrustProxy;
  /** Where auth e-mails may send the browser besides SITE_URL: GoTrue-style URL patterns. */
  additionalRedirectUrls: string[];
  /** A new password needs a code e-mailed by /reauthenticate unless the session is recent (GoTrue's secure password change). */
  passwordChangeNeedsReauthentication: boolean;
  /** GoTrue's SECURITY_REFRESH_TOKEN_REUSE_INTERVAL and SECURITY_REFRESH_TOKEN_ROTATION_ENABLED (server/auth/refreshTokenRotation.ts). */
  refreshTokenReuse: RefreshReusePolicy;
  logLevel: string;
  /**
   * A CinetPay merchant account (CINETPAY_API_KEY, CINETPAY_SITE_ID, CINETPAY_SECRET_KEY, all three); unset,
   * online payments go through the built-in test provider (server/payments, decision 063).
   */
  cinetpay?: { apiKey: string; siteId: string; secretKey: string };
  /** PostgREST's db-schemas: the schemas /rest/v1 exposes, the first one by default (Accept-Profile / Content-Profile pick another). */
  dbSchemas: string[];
  /**
   * A hosted Supabase project the server renders the site in front of, serving no API of its own; with
   * databaseUrl (the project's database) it also sends the outbox and drops pages on NOTIFY (hostedProduct.ts).
   */
  hostedProject?: { url: string; anonKey: string };
  /** The API address the site was built to call (VITE_SUPABASE_URL), when it is not this server. */
  builtApiUrl?: string;
  /** In front of a hosted project, without LISTEN: how long a rendered page is kept, in seconds. */
  pageCacheTtlSeconds: number;
  /** Server processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  workers: number;
  /**
   * GoTrue's Send Email hook served at POST /hooks/send-email (server/hooks): the Standard Webhooks
   * secrets calls are signed with, and the GoTrue address its links point to (the hosted project's, or
   * this server's own /auth/v1).
   */
  sendEmailHook?: { secrets: string; authUrl: string };
  /** Google and the generic OpenID Connect provider, when configured (EXTERNAL_GOOGLE_*, EXTERNAL_OIDC_*; decision 054). */
  externalProviders: ExternalProvider[];
  /** GoTrue's SECURITY_MANUAL_LINKING_ENABLED: linkIdentity and unlinkIdentity; off by default as in GoTrue. */
  manualLinkingEnabled: boolean;
  /**
   * GoTrue's Send SMS hook (HOOK_SEND_SMS_URI, HOOK_SEND_SMS_SECRETS): where the outbox's text messages
   * (codes and notices) are POSTed, signed with the first secret; unset, they are written to DATA_DIR/sms.
   */
  sendSmsHook?: { uri: string; secrets: string };
  /** Sign-in by phone (decision 053): on or off, the country codes accepted (the default first), how long a code lives. */
  phoneAuth: PhoneAuthConfig;
  /**
   * The DGI's certification service through an e-MCF module (SECEF_API_URL, SECEF_API_KEY, SECEF_NIM; decision 062);
   * unset, the built-in test certifier served at /test-secef answers (test codes, « SPÉCIMEN » on the documents).
   */
  secef?: { apiUrl: string; apiKey: string; nim: string };
  /** How long a call to the certification service may take before it counts as unanswered (SECEF_TIMEOUT_MS). */
  secefTimeoutMs: number;
}

export interface PhoneAuthConfig {
  enabled: boolean;
  countryCodes: string[];
  otpSeconds: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuration invalide : ${problems}`);
  }
  const e = parsed.data;
  if (e.HOOK_SEND_SMS_URI && !e.HOOK_SEND_SMS_SECRETS) {
    throw new Error('Configuration invalide : HOOK_SEND_SMS_URI demande HOOK_SEND_SMS_SECRETS (v1,whsec_<base64>) pour signer les appels');
  }
  let trustProxy: TrustProxy;
  let additionalRedirectUrls: string[];
  let jwtSigningKeys: JWK[] | undefined;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
    additionalRedirectUrls = parseRedirectAllowList(e.ADDITIONAL_REDIRECT_URLS);
    jwtSigningKeys = e.JWT_SIGNING_KEY ? parseSigningKeySetting(e.JWT_SIGNING_KEY) : undefined;
  } catch (error) {
    throw new Error(`Configuration invalide : ${error instanceof Error ? error.message : String(error)}`);
  }
  const dbSchemas = parseDbSchemas(e.DB_SCHEMAS);
  const workers = e.WORKERS === 'auto' ? os.availableParallelism() : Number(e.WORKERS ?? 1);
  if (Boolean(e.SUPABASE_URL) !== Boolean(e.SUPABASE_ANON_KEY)) {
    throw new Error('Configuration invalide : SUPABASE_URL et SUPABASE_ANON_KEY vont ensemble (adresse et clé anon du projet Supabase).');
  }
  // With the project's database the server sends its mails: left in DATA_DIR/mail of a container, they would be lost unseen.
  if (e.SUPABASE_URL && e.DATABASE_URL && !e.SMTP_URL) {
    throw new Error(
      'Configuration invalide : avec SUPABASE_URL et DATABASE_URL, le serveur envoie les e-mails du projet : définissez SMTP_URL (serveur SMTP de la société).',
    );
  }
  if (e.SUPABASE_URL && e.DATABASE_URL && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL)) {
    throw new Error('Configuration invalide : DATABASE_URL doit être la chaîne de connexion PostgreSQL du projet (postgresql://…).');
  }
  // Supabase's transaction pooler hands each transaction to any connection: a LISTEN there hears nothing.
  if (e.SUPABASE_URL && e.DATABASE_URL && new URL(e.DATABASE_URL).port === '6543') {
    throw new Error(
      'Configuration invalide : DATABASE_URL désigne le « Transaction pooler » (port 6543), où LISTEN ne reçoit rien : prenez la chaîne « Session pooler » (port 5432) ou « Direct connection ».',
    );
  }
  // PGlite is one engine in one process: a second process on DATA_DIR would overwrite its pages.
  if (e.WORKERS && e.WORKERS !== '1' && !e.DATABASE_URL && !e.SUPABASE_URL) {
    throw new Error(
      `Configuration invalide : WORKERS=${e.WORKERS} demande un serveur PostgreSQL (DATABASE_URL). ` +
        "La base intégrée (PGlite) n'accepte qu'un processus : retirez WORKERS, ou définissez DATABASE_URL et JWT_SECRET.",
    );
  }
  const secefSettings = [e.SECEF_API_URL, e.SECEF_API_KEY, e.SECEF_NIM].filter(Boolean).length;
  if (secefSettings > 0 && secefSettings < 3) {
    throw new Error(
      'Configuration invalide : SECEF_API_URL, SECEF_API_KEY et SECEF_NIM vont ensemble (adresse, clé et NIM du module e-MCF) ; sans aucun des trois, le certificateur de test intégré répond.',
    );
  }
  const cinetpayKeys = [e.CINETPAY_API_KEY, e.CINETPAY_SITE_ID, e.CINETPAY_SECRET_KEY];
  if (cinetpayKeys.some(Boolean) && !cinetpayKeys.every(Boolean)) {
    throw new Error('Configuration invalide : CINETPAY_API_KEY, CINETPAY_SITE_ID et CINETPAY_SECRET_KEY vont ensemble (les trois, ou aucune pour le paiement de test).');
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  let externalProviders: ExternalProvider[];
  try {
    externalProviders = readExternalProviders(env, `${siteUrl}/auth/v1`);
  } catch (error) {
    throw new Error(`Configuration invalide : ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtSigningKeys,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    siteUrl,
    authRateLimits: e.AUTH_RATE_LIMITS,
    phoneAuth: {
      enabled: e.AUTH_PHONE_ENABLED === 'true',
      countryCodes: parseCountryCodes(e.AUTH_PHONE_COUNTRY_CODES) ?? ['226'],
      otpSeconds: e.AUTH_SMS_OTP_EXP,
    },
    formRateLimit: countPerWindow(e.FORM_RATE_LIMIT),
    vitalsRateLimit: countPerWindow(e.VITALS_RATE_LIMIT),
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    mailerAutoconfirm: e.MAILER_AUTOCONFIRM === 'true',
    disableSignup: e.DISABLE_SIGNUP === 'true',
    trustProxy,
    additionalRedirectUrls,
    passwordChangeNeedsReauthentication: e.SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION === 'true',
    refreshTokenReuse: {
      reuseIntervalSeconds: e.SECURITY_REFRESH_TOKEN_REUSE_INTERVAL,
      rotationEnabled: e.SECURITY_REFRESH_TOKEN_ROTATION_ENABLED === 'true',
    },
    // Several processes on one PostgreSQL must all reach every upload: the database holds the bytes.
    storageBackend: e.STORAGE_BACKEND ?? (e.DATABASE_URL ? 'database' : 'disk'),
    logLevel: e.LOG_LEVEL,
    dbSchemas,
    hostedProject: e.SUPABASE_URL && e.SUPABASE_ANON_KEY ? { url: e.SUPABASE_URL.replace(/\/$/, ''), anonKey: e.SUPABASE_ANON_KEY } : undefined,
    builtApiUrl: e.VITE_SUPABASE_URL,
    pageCacheTtlSeconds: e.PAGE_CACHE_TTL,
    workers,
    sendEmailHook: e.SEND_EMAIL_HOOK_SECRET
      ? { secrets: e.SEND_EMAIL_HOOK_SECRET, authUrl: (e.SEND_EMAIL_HOOK_AUTH_URL ?? `${e.SUPABASE_URL?.replace(/\/$/, '') ?? siteUrl}/auth/v1`).replace(/\/$/, '') }
      : undefined,
    sendSmsHook: e.HOOK_SEND_SMS_URI && e.HOOK_SEND_SMS_SECRETS ? { uri: e.HOOK_SEND_SMS_URI, secrets: e.HOOK_SEND_SMS_SECRETS } : undefined,
    externalProviders,
    manualLinkingEnabled: e.AUTH_MANUAL_LINKING_ENABLED === 'true',
    secef: e.SECEF_API_URL && e.SECEF_API_KEY && e.SECEF_NIM
      ? { apiUrl: e.SECEF_API_URL.replace(/\/$/, ''), apiKey: e.SECEF_API_KEY, nim: e.SECEF_NIM }
      : undefined,
    secefTimeoutMs: e.SECEF_TIMEOUT_MS,
    cinetpay: e.CINETPAY_API_KEY && e.CINETPAY_SITE_ID && e.CINETPAY_SECRET_KEY
      ? { apiKey: e.CINETPAY_API_KEY, siteId: e.CINETPAY_SITE_ID, secretKey: e.CINETPAY_SECRET_KEY }
      : undefined,
  };
}

/**
 * DB_SCHEMAS=public,api as PostgREST's db-schemas. pg_catalog and information_schema are refused as
 * PostgREST refuses them (they would show every role's catalogue), and so are names that are not
 * plain identifiers: a schema name reaches SQL quoted, but a typo should fail at start, not per request.
 */
/** `count/seconds` (checked by the schema above) as a rule; undefined when unset. */
function countPerWindow(value: string | undefined): { max: number; windowSeconds: number } | undefined {
  if (value === undefined) return undefined;
  const [max, windowSeconds] = value.split('/').map(Number);
  return { max, windowSeconds };
}

function parseDbSchemas(value: string | undefined): string[] {
  const schemas = (value ?? 'public').split(',').map((name) => name.trim()).filter(Boolean);
  if (schemas.length === 0) throw new Error('Configuration invalide : DB_SCHEMAS ne nomme aucun schéma (par ex. public,api)');
  for (const name of schemas) {
    if (!/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/.test(name)) throw new Error(`Configuration invalide : DB_SCHEMAS : « ${name} » n'est pas un nom de schéma`);
    if (name === 'pg_catalog' || name === 'information_schema') {
      throw new Error(`Configuration invalide : DB_SCHEMAS : le schéma ${name} ne peut pas être exposé (il montrerait tout le catalogue)`);
    }
  }
  return [...new Set(schemas)];
}
