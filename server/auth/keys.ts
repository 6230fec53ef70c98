import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';

/** The HS256 secret: from configuration, else generated once and kept in DATA_DIR. */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** API keys are long-lived JWTs carrying a role, exactly as Supabase's keys are. */
export async function makeApiKeys(secret: string): Promise<ApiKeys> {
  const key = new TextEncoder().encode(secret);
  const sign = (role: string) =>
    new SignJWT({ role, iss: 'supabase' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(2_000_000_000)
      .sign(key);
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}
