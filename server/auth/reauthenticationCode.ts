import { createHmac, randomInt } from 'node:crypto';
import type { Queryable } from '../db/types';
import { storeReauthenticationCodeHash } from './models/users';

/**
 * The six-digit code of the password-change mail (GET /reauthenticate). Like the links of
 * server/auth/emailLinks.ts, it is never written into the outbox (public.notifications, readable
 * by administrators, copied into backups): the queued row names the user, and the mail worker
 * mints the code when it sends the mail (server/mail/mintMailTokens.ts). auth.users keeps
 * only its keyed hash, so neither a database read nor a backup gives a working code.
 */

/** An e-mailed code works once, within this many minutes of being sent. */
export const reauthenticationCodeMinutes = 10;

/** Keyed with the JWT secret: six digits hashed plainly would be undone by trying the million of them. */
export const reauthenticationCodeHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`reauthentication:${userId}:${code}`).digest('hex');

/**
 * Stores the hash of a fresh code for the user the mail is for, only when the mail still goes to
 * that user's confirmed address (an address changed since mints nothing). reauthentication_sent_at
 * = now() starts the code's life when it leaves, not when it was asked for.
 * Returns the code, or undefined when the mail no longer applies.
 */
export async function mintReauthenticationCode(db: Queryable, secret: string, userId: string, recipient: string): Promise<string | undefined> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const stored = await storeReauthenticationCodeHash(db, userId, recipient.trim().toLowerCase(), reauthenticationCodeHash(secret, userId, code));
  return stored ? code : undefined;
}
