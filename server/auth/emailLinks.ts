import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import { hasPendingUserMail } from '../outbox/pendingRows';
import { queueMail } from '../outbox/queueMessages';
import { storeMailTokenHash } from './models/users';

/**
 * The mails whose link signs someone in or changes their account. Their rows in the outbox
 * (public.notifications, readable by administrators, copied into backups) never hold the
 * token: the row names the user (data.user_id), and the token is minted when the mail worker
 * sends the mail, then given to the template (server/mail/mintMailTokens.ts). Only a hash of it
 * is kept, in auth.users.
 */
export type AuthLinkKind = 'password_recovery' | 'signup_confirmation' | 'email_change_current' | 'email_change_new' | 'magic_link' | 'invite';

export const authLinkKinds: readonly string[] = ['password_recovery', 'signup_confirmation', 'email_change_current', 'email_change_new', 'magic_link', 'invite'];

/**
 * Which token a link stands for, by GoTrue's columns: a magic link is a recovery token (as in
 * GoTrue), an invitation a confirmation token. The six-digit code sent with a link has the same purpose.
 */
export type TokenPurpose = 'confirmation' | 'recovery' | 'email_change_current' | 'email_change_new';

export const purposeOfKind: Record<AuthLinkKind, TokenPurpose> = {
  password_recovery: 'recovery',
  magic_link: 'recovery',
  signup_confirmation: 'confirmation',
  invite: 'confirmation',
  email_change_current: 'email_change_current',
  email_change_new: 'email_change_new',
};

export const isAuthLinkKind = (kind: string): kind is AuthLinkKind => authLinkKinds.includes(kind);

/** What auth.users keeps of a token: its SHA-256, so a database read gives no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link to a page of the site that spends the token with POST /verify when the person acts. */
export function pageLinkWithToken(page: string, token: string, type: string): string {
  const url = new URL(page);
  url.searchParams.delete('token_hash');
  url.searchParams.delete('type');
  url.hash = '';
  return `${url.toString()}${url.search ? '&' : '?'}token_hash=${token}&type=${type}`;
}

/**
 * Mints the token of one mail, storing its hash only when the mail still goes to that user's
 * address for that purpose (an address changed since mints nothing); undefined when the mail no longer applies.
 */
export async function mintLinkToken(db: Queryable, kind: AuthLinkKind, userId: string, recipient: string): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const stored = await storeMailTokenHash(db, kind, userId, recipient.trim().toLowerCase(), hashToken(token));
  return stored ? token : undefined;
}

export interface AuthLinkMail {
  kind: AuthLinkKind;
  userId: string;
  to: string;
  /** The page the link opens (from the redirect allow-list); the template adds the token. */
  page: string;
  /** The address an e-mail change goes to, shown in the mail to the current address. */
  newEmail?: string;
  /** Not sent at all once this old (the outbox marks it expired): a late link is no use. */
  validForMinutes?: number;
}

/** Queues the mail unless one of the same kind for this user still waits to be sent. */
export async function queueAuthLinkMail(db: Queryable, mail: AuthLinkMail): Promise<boolean> {
  if (await hasPendingUserMail(db, mail.kind, mail.to, mail.userId)) return false;
  const data = { user_id: mail.userId, page: mail.page, ...(mail.newEmail !== undefined ? { new_email: mail.newEmail } : {}) };
  await queueMail(db, { kind: mail.kind, to: mail.to, data, validForMinutes: mail.validForMinutes });
  return true;
}
