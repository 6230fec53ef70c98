import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { MailTokens } from '../mail/templates/mailTemplate';

/**
 * The token and code a Send Email hook call carries (GoTrue minted them, not this server) have to wait
 * in the outbox (public.notifications, readable by administrators, copied into backups) until the mail
 * leaves. They wait there sealed: AES-256-GCM with a key derived from the JWT secret, which the mail
 * worker holds and a database read or a backup does not. The send step opens them (openHookSecrets) where it
 * mints the bundled server's own tokens, and hands them to the template the same way.
 */

const keyOf = (jwtSecret: string) => Buffer.from(hkdfSync('sha256', jwtSecret, 'ouaga-outbox', 'send-email-hook sealed values', 32));

export function sealValue(jwtSecret: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Undefined when the value was not sealed with this secret (a rotated secret, a typed slot). The SMS send step opens a queued code with it too (server/sms). */
export function openValue(jwtSecret: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * GoTrue's link and code for one mail, opened from its queued data, as the template takes them
 * (links.authLink, links.code): undefined when the mail was not queued by the hook (this server mints
 * its own), null when a sealed value does not open (a rotated secret): the mail cannot be sent right.
 */
export function openHookSecrets(jwtSecret: string, data: Record<string, unknown>): MailTokens | null | undefined {
  const sealedLink = typeof data.sealed_link === 'string' ? data.sealed_link : undefined;
  const sealedCode = typeof data.sealed_code === 'string' ? data.sealed_code : undefined;
  if (sealedLink === undefined && sealedCode === undefined) return undefined;
  const authLink = sealedLink === undefined ? undefined : openValue(jwtSecret, sealedLink);
  const code = sealedCode === undefined ? undefined : openValue(jwtSecret, sealedCode);
  if ((sealedLink !== undefined && authLink === undefined) || (sealedCode !== undefined && code === undefined)) return null;
  return { authLink, code };
}
