import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A secret that has to wait in the outbox (public.notifications, readable by administrators, copied into
 * backups) until its message leaves (the link and code of a Send Email hook call, an SMS code) waits there
 * sealed: AES-256-GCM with a key derived from the JWT secret, which the consumers hold and a database read
 * or a backup does not. The consumer opens it just before the message is written.
 */

// The HKDF info names the hook, where sealing began: changing it would leave the rows already sealed unreadable.
const keyOf = (jwtSecret: string) => Buffer.from(hkdfSync('sha256', jwtSecret, 'ouaga-outbox', 'send-email-hook sealed values', 32));

export function sealValue(jwtSecret: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Undefined when the value was not sealed with this secret (a rotated secret, a typed slot). */
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
