import type { Database } from '../db/types';
import { hashToken, queueAuthLinkMail } from './emailLinks';
import { claimEmailSendOrRefuse } from './emailSendFrequency';
import { spendRecoveryToken } from './models/users';
import type { UserRow } from './userJson';

/** A recovery link works once, within this many minutes of being sent. */
export const recoveryLifetimeMinutes = 60;

/**
 * Queues the recovery e-mail: a link to `page` (the site's or the back-office's
 * set-password page) whose token is minted when the mail is sent. A second request
 * under a minute later gets GoTrue's 429 (the first link keeps working); one still waiting in the outbox is not doubled.
 */
export async function sendRecoveryMail(db: Database, user: UserRow, page: string): Promise<void> {
  await db.transaction(async (tx) => {
    await claimEmailSendOrRefuse(tx, user.id, 'recovery_sent_at');
    await queueAuthLinkMail(tx, { kind: 'password_recovery', userId: user.id, to: user.email ?? '', page, validForMinutes: recoveryLifetimeMinutes });
  });
}

/** Spends a recovery token: the user it belongs to when it is valid and fresh, else nothing. */
export async function consumeRecoveryToken(db: Database, token: string): Promise<UserRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const user = await spendRecoveryToken(db, hashToken(token), recoveryLifetimeMinutes);
  return user?.fresh ? user : undefined;
}
