import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/types';
import type { TokenPurpose } from './authLinkKinds';
import { hashToken } from './emailLinks';
import { deleteEmailCodes, deleteMatchingEmailCode, upsertEmailCode } from './models/emailCodes';
import { findCodeOwners, storeTokenHash } from './models/users';

/**
 * The six-digit code that comes with an e-mailed link (GoTrue's email OTP: verifyOtp({ email, token,
 * type })). Like the links, it is minted when the mail leaves, or when generate_link answers the
 * service role, and only its hash is kept (auth.email_codes), keyed with the JWT secret: six digits
 * hashed plainly would be undone by trying the million of them. A code spent, or a link spent, ends both.
 */

/** How long a code and its link work, by purpose (as the links: an hour for sign-in links, a day for confirmations). */
export const codeLifetimeMinutes: Record<TokenPurpose, number> = {
  confirmation: 24 * 60,
  recovery: 60,
  email_change_current: 24 * 60,
  email_change_new: 24 * 60,
};

const codeHash = (secret: string, purpose: TokenPurpose, userId: string, code: string) =>
  createHmac('sha256', secret).update(`email-code:${purpose}:${userId}:${code}`).digest('hex');

/** Stores a fresh code's hash for the user and purpose (replacing any earlier one); returns the code. */
export async function mintEmailCode(db: Queryable, secret: string, purpose: TokenPurpose, userId: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await upsertEmailCode(db, userId, purpose, codeHash(secret, purpose, userId, code));
  return code;
}

/** Stores a fresh link token's hash for the user and purpose, restarting its lifetime; returns the token. */
export async function mintLinkTokenFor(db: Queryable, purpose: TokenPurpose, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storeTokenHash(db, purpose, userId, hashToken(token));
  return token;
}

/** A link spent: its code goes with it. */
export async function dropEmailCodes(db: Queryable, userId: string, purposes: readonly TokenPurpose[]): Promise<void> {
  await deleteEmailCodes(db, userId, purposes);
}

/**
 * Spends a code typed with its address: for the first purpose it matches (a fresh code of the account
 * with that address, or of an e-mail change to it), a link token is minted in its place and returned,
 * so the caller verifies it exactly as the link. Undefined when the code is wrong or stale.
 */
export async function spendEmailCode(db: Queryable, secret: string, purposes: readonly TokenPurpose[], email: string, code: string) {
  if (!/^\d{6}$/.test(code)) return undefined;
  for (const owner of await findCodeOwners(db, email)) {
    for (const purpose of purposes) {
      if ((purpose === 'email_change_new') === owner.by_current) continue;
      const spent = await deleteMatchingEmailCode(db, owner.id, purpose, codeHash(secret, purpose, owner.id, code), codeLifetimeMinutes[purpose]);
      if (spent) return { purpose, token: await mintLinkTokenFor(db, purpose, owner.id) };
    }
  }
  return undefined;
}
