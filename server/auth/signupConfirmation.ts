import type { Database, Queryable } from '../db/types';
import { safeRedirect } from './redirects';
import { hashToken, queueAuthLinkMail } from './emailLinks';
import { claimEmailSend, claimEmailSendOrRefuse } from './emailSendFrequency';
import { lockByConfirmationToken, spendConfirmationToken } from './models/users';
import type { UserRow } from './userJson';

/** A sign-up confirmation link works once, within a day of being sent (GoTrue's default). */
export const confirmationLifetimeHours = 24;

/**
 * The site's page that confirms an address when the person presses its button. `returnPath`: the
 * page of this site the person was going to when they signed up (GoTrue's redirect_to, checked by
 * the caller), which the page offers once the address is confirmed.
 */
export const confirmEmailPage = (siteUrl: string, returnPath?: string) =>
  returnPath ? `${siteUrl}/confirm-email?redirect=${encodeURIComponent(returnPath)}` : `${siteUrl}/confirm-email`;

/**
 * The page of the site a confirmation link leads back to: GoTrue's redirect_to (supabase-js
 * emailRedirectTo), kept only when it is an allowed address (SITE_URL or ADDITIONAL_REDIRECT_URLS),
 * as its path; the link itself always opens the site's confirmation page.
 */
export function confirmationReturnPath(requested: string | undefined, config: { siteUrl: string; additionalRedirectUrls: readonly string[] }): string | undefined {
  if (!requested) return undefined;
  const allowed = new URL(safeRedirect(requested, config.siteUrl, config.additionalRedirectUrls));
  const path = `${allowed.pathname}${allowed.search}`;
  return path === '/' ? undefined : path;
}

/**
 * Queues the confirmation e-mail of a new (unconfirmed) account, unless one was asked for under a
 * minute ago or still waits in the outbox. Returns whether a mail was queued. `linkPage`: where
 * the link goes instead of the site's confirmation page (GET /verify, for a PKCE sign-up).
 */
export async function sendSignupConfirmation(db: Database, user: UserRow, siteUrl: string, returnPath?: string, linkPage?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // A sign-up repeated within the minute is answered as the first one: it tells no one the address is taken.
    if ((await claimEmailSend(tx, user.id, 'confirmation_sent_at')) !== undefined) return false;
    return queueConfirmation(tx, user, siteUrl, returnPath, linkPage);
  });
}

/** POST /resend {type: 'signup'}: the link again, or GoTrue's 429 when one was asked for under a minute ago. */
export async function resendSignupConfirmation(db: Database, user: UserRow, siteUrl: string, returnPath?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await claimEmailSendOrRefuse(tx, user.id, 'confirmation_sent_at');
    await queueConfirmation(tx, user, siteUrl, returnPath);
  });
}

function queueConfirmation(tx: Queryable, user: UserRow, siteUrl: string, returnPath?: string, linkPage?: string): Promise<boolean> {
  const page = linkPage ?? confirmEmailPage(siteUrl, returnPath);
  return queueAuthLinkMail(tx, { kind: 'signup_confirmation', userId: user.id, to: user.email ?? '', page });
}

/** Spends a confirmation token: the now confirmed user when it is valid and fresh, else nothing. */
export async function consumeConfirmationToken(db: Database, token: string): Promise<UserRow | undefined> {
  if (!token || token.length > 200) return undefined;
  return db.transaction(async (tx) => {
    const match = await lockByConfirmationToken(tx, hashToken(token), confirmationLifetimeHours);
    if (!match) return undefined;
    // A stale token is spent too, without confirming anything.
    const confirmed = await spendConfirmationToken(tx, match.id, match.fresh);
    return match.fresh ? confirmed : undefined;
  });
}
