import { isPgError, type Database, type Queryable } from '../db/types';
import { withdrawPendingUserMails } from '../outbox/pendingRows';
import { hashToken, queueAuthLinkMail } from './emailLinks';
import { AuthApiError } from './errors';
import { claimEmailSendOrRefuse, emailSendPauseSeconds, tooSoon } from './emailSendFrequency';
import { endSessions } from './sessionLifecycle';
import { confirmEmailPage } from './signupConfirmation';
import { normalizeEmail, validatedEmail } from './emailAddress';
import { followEmailChange } from './models/identities';
import { applyEmailChange, confirmFirstEmailChangeLink, findUserByEmail, lockByEmailChangeToken, lockForEmailChange, restartEmailChange, startEmailChange } from './models/users';
import type { UserRow } from './userJson';
import { authErrors } from './authErrors';
import { sqlStates } from '../../src/shared/errors/sqlStates';

/**
 * GoTrue's secure e-mail change: PUT /user {email} only records the new address
 * (`new_email`) and mails a link to the current address and one to the new one;
 * the address changes once both links are confirmed, and every session then ends,
 * so a stolen access token alone can never take the account.
 */

/** Both links work within a day of being sent (GoTrue's default). */
export const emailChangeLifetimeHours = 24;

const emailTaken = () => new AuthApiError(authErrors.emailExists, 'A user with this email address has already been registered');
const changeKinds = ['email_change_current', 'email_change_new'] as const;

/** Records the requested address and queues both confirmation mails; returns the user as it now is. */
export async function requestEmailChange(db: Database, user: UserRow, requested: string, siteUrl: string): Promise<UserRow> {
  const email = validatedEmail(requested);
  if (email === normalizeEmail(user.email ?? '')) return user;
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== user.id) throw emailTaken();
  return db.transaction(async (tx) => {
    // The user's row locked first: two requests sent at once see each other's send, not both none.
    const wait = await lockForEmailChange(tx, user.id, email, emailSendPauseSeconds);
    if (wait !== null) throw tooSoon(wait);
    await withdrawPendingUserMails(tx, [...changeKinds], user.id, 'Remplacé par une demande de changement plus récente');
    const saved = await startEmailChange(tx, user.id, email);
    await queueChangeMails(tx, saved, siteUrl);
    return saved;
  });
}

async function queueChangeMails(tx: Queryable, user: UserRow, siteUrl: string): Promise<void> {
  const page = confirmEmailPage(siteUrl);
  const newEmail = user.email_change ?? '';
  await queueAuthLinkMail(tx, { kind: 'email_change_current', userId: user.id, to: user.email ?? '', page, newEmail });
  await queueAuthLinkMail(tx, { kind: 'email_change_new', userId: user.id, to: newEmail, page });
}

/** POST /resend {type: 'email_change'}: both links again, for a change still waiting; GoTrue's 429 within the minute. */
export async function resendEmailChange(db: Database, user: UserRow, siteUrl: string): Promise<void> {
  if (!user.email_change) return;
  await db.transaction(async (tx) => {
    await claimEmailSendOrRefuse(tx, user.id, 'email_change_sent_at');
    const restarted = await restartEmailChange(tx, user.id);
    if (restarted) await queueChangeMails(tx, restarted, siteUrl);
  });
}

export type EmailChangeVerification =
  | { outcome: 'other-link-needed' }
  | { outcome: 'changed'; user: UserRow; endedSessions: string[] };

/** Spends one of the two links; the second one applies the change. Undefined for an invalid or stale link. */
export async function verifyEmailChange(db: Database, token: string): Promise<EmailChangeVerification | undefined> {
  if (!token || token.length > 200) return undefined;
  const hash = hashToken(token);
  try {
    return await db.transaction(async (tx) => {
      const match = await lockByEmailChangeToken(tx, hash, emailChangeLifetimeHours);
      if (!match?.fresh) return undefined;
      if (match.confirmed_before === 0) {
        await confirmFirstEmailChangeLink(tx, match.id, match.via_current);
        return { outcome: 'other-link-needed' };
      }
      await followEmailChange(tx, match.id);
      const changed = await applyEmailChange(tx, match.id);
      // Whoever held a session before the change (a stolen token included) is signed out.
      const endedSessions = await endSessions(tx, match.id, undefined, 'global');
      return { outcome: 'changed', user: changed, endedSessions };
    });
  } catch (error) {
    if (isPgError(error) && error.code === sqlStates.uniqueViolation) throw emailTaken();
    throw error;
  }
}
