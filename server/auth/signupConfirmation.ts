import type { Database, Queryable } from '../db/types';
import { companyName, signupConfirmationMail } from './authMailTexts';
import { hashToken, pageLinkWithToken, queueAuthLinkMail, resendPauseSeconds } from './emailLinks';
import { userColumns, type UserRow } from './users';

/** A sign-up confirmation link works once, within a day of being sent (GoTrue's default). */
export const confirmationLifetimeHours = 24;

/** The site's page that confirms an address when the person presses its button. */
export const confirmEmailPage = (siteUrl: string) => `${siteUrl}/confirm-email`;

/**
 * Queues the confirmation e-mail of a new (unconfirmed) account, unless one went out
 * under a minute ago or still waits in the outbox. Returns whether a mail was queued.
 */
export async function sendSignupConfirmation(db: Queryable, user: UserRow, siteUrl: string): Promise<boolean> {
  const recent = await db.query('select 1 from auth.users where id = $1 and confirmation_sent_at > now() - make_interval(secs => $2)', [
    user.id,
    resendPauseSeconds,
  ]);
  if (recent.rows.length > 0) return false;
  const mail = signupConfirmationMail(await companyName(db), pageLinkWithToken(confirmEmailPage(siteUrl), user.id, 'signup'));
  return queueAuthLinkMail(db, { kind: 'signup_confirmation', userId: user.id, to: user.email ?? '', ...mail });
}

/** Spends a confirmation token: the now confirmed user when it is valid and fresh, else nothing. */
export async function consumeConfirmationToken(db: Database, token: string): Promise<UserRow | undefined> {
  if (!token || token.length > 200) return undefined;
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; fresh: boolean }>(
      `select id, confirmation_sent_at > now() - make_interval(hours => $2) as fresh
         from auth.users where confirmation_token = $1 for update`,
      [hashToken(token), confirmationLifetimeHours],
    );
    const match = found.rows[0];
    if (!match) return undefined;
    const confirmed = await tx.query<UserRow>(
      `update auth.users set confirmation_token = null, updated_at = now(),
              email_confirmed_at = case when $2 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
              last_sign_in_at = case when $2 then now() else last_sign_in_at end
        where id = $1 returning ${userColumns}`,
      [match.id, match.fresh],
    );
    return match.fresh ? confirmed.rows[0] : undefined;
  });
}
