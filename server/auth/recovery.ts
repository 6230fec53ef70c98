import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/types';
import { enqueueMail } from '../mail/enqueue';
import { userColumns, type UserRow } from './users';

/** A recovery link works once, within this many minutes of being sent. */
export const recoveryLifetimeMinutes = 60;
/** A second request this soon sends nothing new: the first link still works (no mailbox flooding). */
const resendPauseSeconds = 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The company name for the e-mail, from the settings when the table is there. */
async function companyName(db: Database): Promise<string> {
  try {
    const found = await db.query<{ company_name: string | null }>('select company_name from public.site_settings limit 1');
    return found.rows[0]?.company_name || 'Ouaga IT Services';
  } catch {
    return 'Ouaga IT Services';
  }
}

function recoveryMailText(company: string, link: string): string {
  return [
    'Bonjour,',
    '',
    `Vous avez demandé à réinitialiser le mot de passe de votre compte ${company}.`,
    'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
    '',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    `L'équipe ${company}`,
  ].join('\n');
}

/**
 * Stores a fresh recovery token (only its hash) and queues the e-mail, in one
 * transaction. Does nothing when a link was sent under a minute ago.
 */
export async function sendRecoveryMail(db: Database, user: UserRow, verifyUrl: string, redirectTo: string): Promise<void> {
  const company = await companyName(db);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const stored = await tx.query(
      `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
        where id = $1 and (recovery_token is null or recovery_sent_at is null
                           or recovery_sent_at < now() - make_interval(secs => $3))`,
      [user.id, hashToken(token), resendPauseSeconds],
    );
    if (stored.affectedRows === 0) return;
    const link = `${verifyUrl}?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
    await enqueueMail(tx, {
      kind: 'password_recovery',
      to: user.email ?? '',
      subject: `Réinitialisation de votre mot de passe – ${company}`,
      text: recoveryMailText(company, link),
      validForMinutes: recoveryLifetimeMinutes,
    });
  });
}

/** Spends a recovery token: the user it belongs to when it is valid and fresh, else nothing. */
export async function consumeRecoveryToken(db: Database, token: string): Promise<UserRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const spent = await db.query<UserRow & { fresh: boolean }>(
    `update auth.users set recovery_token = null, last_sign_in_at = now(), updated_at = now(),
            email_confirmed_at = coalesce(email_confirmed_at, now())
      where recovery_token = $1
      returning ${userColumns}, recovery_sent_at > now() - make_interval(mins => $2) as fresh`,
    [hashToken(token), recoveryLifetimeMinutes],
  );
  const user = spent.rows[0];
  return user?.fresh ? user : undefined;
}
