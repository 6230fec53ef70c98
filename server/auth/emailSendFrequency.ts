import type { Queryable } from '../db/types';
import { AuthApiError } from './errors';
import { secondsUntilSendAllowed, stampSendUnlessRecent, type SentAtColumn } from './models/users';
import { authErrors } from './authErrors';

/**
 * GoTrue's SMTP_MAX_FREQUENCY: one mail of a kind per user a minute. The *_sent_at column of
 * auth.users says when the last one was asked for (and, once sent, when its link was minted).
 */
export const emailSendPauseSeconds = 60;


/** GoTrue's answer to a second request within the minute, with how long is left (never 0). */
export function tooSoon(waitSeconds: number): AuthApiError {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  return new AuthApiError(authErrors.overEmailSendRateLimit, `For security purposes, you can only request this after ${wait} seconds.`, {}, wait);
}

/**
 * Claims the user's next mail of this kind: stamps the column and drops the token a new mail will
 * replace; or, when one was asked for under a minute ago, changes nothing (the earlier link or code
 * keeps working) and returns the seconds left. One conditional update, so two requests at once claim one mail.
 */
export async function claimEmailSend(tx: Queryable, userId: string, column: SentAtColumn): Promise<number | undefined> {
  if (await stampSendUnlessRecent(tx, userId, column, emailSendPauseSeconds)) return undefined;
  return Number((await secondsUntilSendAllowed(tx, userId, column, emailSendPauseSeconds)) ?? emailSendPauseSeconds);
}

/** As claimEmailSend, answering a request under a minute after the last one with GoTrue's 429. */
export async function claimEmailSendOrRefuse(tx: Queryable, userId: string, column: SentAtColumn): Promise<void> {
  const wait = await claimEmailSend(tx, userId, column);
  if (wait !== undefined) throw tooSoon(wait);
}
