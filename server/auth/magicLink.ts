import type { Database } from '../db/types';
import { queueAuthLinkMail } from './emailLinks';
import { claimEmailSendOrRefuse } from './emailSendFrequency';
import { recoveryLifetimeMinutes } from './passwordRecovery';
import type { UserRow } from './userJson';

/**
 * Queues the magic link mail (POST /otp): a link to `page` (GET /verify, then the caller's
 * redirect_to) and a six-digit code, both minted when the mail leaves. As GoTrue, the link is a
 * recovery token and lives an hour; a second request under a minute later gets
 * GoTrue's 429, and a mail still waiting in the outbox is not doubled.
 */
export async function sendMagicLink(db: Database, user: UserRow, page: string): Promise<void> {
  await db.transaction(async (tx) => {
    await claimEmailSendOrRefuse(tx, user.id, 'recovery_sent_at');
    await queueAuthLinkMail(tx, { kind: 'magic_link', userId: user.id, to: user.email ?? '', page, validForMinutes: recoveryLifetimeMinutes });
  });
}
