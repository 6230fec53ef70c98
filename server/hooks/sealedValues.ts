import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The token and code a Send Email hook call carries (GoTrue minted them, not this server) have to wait
 * in the outbox (public.notifications, readable by administrators, copied into backups) until the mail
 * leaves. They wait there sealed: AES-256-GCM with a key derived from the JWT secret, which the mail
 * worker holds and a database read or a backup does not. The template writes the sealed value into a
 * slot of the text; the send step opens it (openSealedSlots), as it mints the bundled server's own tokens.
 */

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

/** Where a sealed value goes in a template's text. */
export const sealedSlot = (sealed: string) => `{{sealed:${sealed}}}`;
const sealedSlotPattern = /\{\{sealed:([A-Za-z0-9_-]+)\}\}/g;

export const hasSealedSlots = (text: string) => /\{\{sealed:/.test(text);

/** The text with every slot opened, or undefined when one does not open (the mail cannot be sent right). */
export function openSealedSlots(jwtSecret: string, text: string): string | undefined {
  let unopened = false;
  const opened = text.replace(sealedSlotPattern, (_slot, sealed: string) => {
    const value = openValue(jwtSecret, sealed);
    if (value === undefined) unopened = true;
    return value ?? '';
  });
  return unopened ? undefined : opened;
}
