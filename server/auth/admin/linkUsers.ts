import { isPgError, type Queryable } from '../../db/types';
import { AuthApiError, badRequest } from '../errors';
import { userColumns, type UserRow } from '../users';
import { AuthErrorCode } from '../../../src/shared/auth/authErrorCodes';

export const emailTaken = () => new AuthApiError(422, AuthErrorCode.emailExists, 'A user with this email address has already been registered');

/**
 * A new account waiting for its address to be confirmed (GoTrue's signup through /otp, generate_link,
 * /invite): no password unless one is given; the profile row comes from the trigger on auth.users.
 */
export async function insertPendingUser(
  db: Queryable,
  email: string,
  options: { passwordHash?: string | null; metadata?: Record<string, unknown> | null; invited?: boolean },
): Promise<UserRow> {
  try {
    const inserted = await db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, invited_at)
       values ($1, $2, $3::jsonb, $4::jsonb, case when $5 then now() end) returning ${userColumns}`,
      [email, options.passwordHash ?? null, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(options.metadata ?? {}), options.invited === true],
    );
    return inserted.rows[0];
  } catch (error) {
    if (isPgError(error) && error.code === '23505') throw emailTaken();
    if (isPgError(error) && /^2[23]/.test(error.code ?? '')) throw badRequest('Database error saving new user');
    throw error;
  }
}

/** Records the address an e-mail change goes to (keeping tokens already minted for that same address). */
export async function recordEmailChange(db: Queryable, user: UserRow, newEmail: string): Promise<UserRow> {
  const owner = await db.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [newEmail, user.id]);
  if (owner.rows.length > 0) throw emailTaken();
  const saved = await db.query<UserRow>(
    `update auth.users set
        email_change_token_new = case when lower(coalesce(email_change, '')) = $2 then email_change_token_new end,
        email_change_token_current = case when lower(coalesce(email_change, '')) = $2 then email_change_token_current end,
        email_change_confirm_status = case when lower(coalesce(email_change, '')) = $2 then email_change_confirm_status else 0 end,
        email_change = $2, email_change_sent_at = now(), updated_at = now()
      where id = $1 returning ${userColumns}`,
    [user.id, newEmail],
  );
  return saved.rows[0];
}
