import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';

const secretFile = (dataDir: string) => path.join(dataDir, 'jwt-secret');

/** The HS256 secret: from configuration, else the one kept in DATA_DIR; undefined when neither exists yet. */
export async function readJwtSecret(configured: string | undefined, dataDir: string): Promise<string | undefined> {
  if (configured) return configured;
  const existing = await readFile(secretFile(dataDir), 'utf8').catch(() => '');
  return existing.trim().length >= 32 ? existing.trim() : undefined;
}

export interface LoadedSecret {
  secret: string;
  /** True when this call generated the secret (the first start with this DATA_DIR). */
  created: boolean;
}

/** The HS256 secret: from configuration, else generated once and kept in DATA_DIR. */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<LoadedSecret> {
  const existing = await readJwtSecret(configured, dataDir);
  if (existing) return { secret: existing, created: false };
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(secretFile(dataDir), secret, { mode: 0o600 });
  return { secret, created: true };
}

export interface ApiKeys {
  /** The legacy JWT keys, still accepted (clients built with them keep working). */
  anonKey: string;
  serviceRoleKey: string;
  /** Supabase's new opaque keys: the publishable one acts as anon, the secret one as service_role. */
  publishableKey: string;
  secretKey: string;
}

/**
 * An opaque key of Supabase's new kind, derived from the JWT secret under a label of its own: every
 * process sharing the secret knows the same keys with nothing stored, `npm run keys` prints them
 * without a database, and none of them reveals the secret or the other key.
 */
function opaqueKey(secret: string, prefix: 'sb_publishable_' | 'sb_secret_'): string {
  return prefix + createHmac('sha256', secret).update(`ouaga api key ${prefix}`).digest('base64url').slice(0, 32);
}

/** The legacy keys are long-lived JWTs carrying a role, exactly as Supabase's `anon` and `service_role` keys are. */
export async function makeApiKeys(secret: string): Promise<ApiKeys> {
  const key = new TextEncoder().encode(secret);
  const sign = (role: string) =>
    new SignJWT({ role, iss: 'supabase' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(2_000_000_000)
      .sign(key);
  return {
    anonKey: await sign('anon'),
    serviceRoleKey: await sign('service_role'),
    publishableKey: opaqueKey(secret, 'sb_publishable_'),
    secretKey: opaqueKey(secret, 'sb_secret_'),
  };
}
