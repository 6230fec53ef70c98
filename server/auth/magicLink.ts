import type { Database } from '../db/types';
import { queueAuthLinkMail, resendPauseSeconds } from './emailLinks';
import { recoveryLifetimeMinutes } from './recovery';
import type { UserRow } from './users';

/**
 * Queues the magic link mail (POST /otp): a link to `page` (GET /verify, then the caller's
 * redirect_to) and a six-digit code, both minted when the mail leaves. As GoTrue, the link is a
 * recovery token and lives an hour; nothing new when a link went out under a minute ago or one
 * still waits in the outbox.
 */
export async function sendMagicLink(db: Database, user: UserRow, page: string): Promise<void> {
  await db.transaction(async (tx) => {
    const recent = await tx.query('select 1 from auth.users where id = $1 and recovery_sent_at > now() - make_interval(secs => $2)', [
      user.id,
      resendPauseSeconds,
    ]);
    if (recent.rows.length > 0) return;
    await queueAuthLinkMail(tx, { kind: 'magic_link', userId: user.id, to: user.email ?? '', page, validForMinutes: recoveryLifetimeMinutes });
  });
}
