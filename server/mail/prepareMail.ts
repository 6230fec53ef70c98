import { isAuthLinkKind, mintLinkToken, tokenSlotPattern } from '../auth/emailLinks';
import type { Queryable } from '../db/types';
import type { ClaimedMail } from './outboxQueries';

/**
 * The last step before a mail leaves: a recovery or confirmation mail gets its token
 * here, so the outbox row (readable by administrators, copied into backups) never holds
 * a working link. Returns null when the mail no longer applies (the address changed, the
 * account is gone): it is then withdrawn instead of sent. Other mails pass unchanged, even
 * if a visitor typed a slot into them.
 */
export async function prepareMail(db: Queryable, mail: ClaimedMail): Promise<ClaimedMail | null> {
  if (!isAuthLinkKind(mail.kind)) return mail;
  const slots = [...mail.body_text.matchAll(tokenSlotPattern)];
  const userIds = new Set(slots.map((slot) => slot[1]));
  if (userIds.size !== 1) return null;
  const token = await mintLinkToken(db, mail.kind, [...userIds][0], mail.recipient);
  if (!token) return null;
  return { ...mail, body_text: mail.body_text.replace(tokenSlotPattern, () => token) };
}

/** Takes a mail that no longer applies out of the outbox, saying why. */
export async function withdrawMail(db: Queryable, id: number): Promise<void> {
  await db.query(
    "update public.notifications set status = 'expired', last_error = $2 where id = $1 and status = 'pending'",
    [id, 'Non envoyé : le lien ne vaut plus (adresse changée ou compte supprimé)'],
  );
}
