import { isPgError, type Queryable } from '../../db/types';
import { AuthApiError, badRequest } from '../errors';
import { checkNewPassword, hashPassword } from '../passwords';
import { validatedEmail } from '../emailAddress';
import { userColumns, type UserRow } from '../users';
import { parseBanDuration } from './banDuration';
import { emailTaken } from './linkUsers';
import { AuthErrorCode } from '../../../src/shared/auth/authErrorCodes';

/** What POST and PUT /admin/users accept, as GoTrue's AdminUserParams (phone and role aside). */
export interface AdminUserParams {
  email?: string;
  password?: string | null;
  email_confirm?: boolean;
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
  ban_duration?: string;
}

export const userNotFound = () => new AuthApiError(404, AuthErrorCode.userNotFound, 'User not found');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's answer for a path id that is not a UUID. */
export function checkUserId(id: string): void {
  if (!uuidPattern.test(id)) throw badRequest('user_id must be an UUID');
}

/** The ban's end as SQL reads it: null lifts the ban. */
const banUntil = (duration: string) => {
  const milliseconds = parseBanDuration(duration);
  return milliseconds > 0 ? new Date(Date.now() + milliseconds).toISOString() : null;
};

async function saving<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isPgError(error) && error.code === '23505') throw emailTaken();
    if (isPgError(error) && /^2[23]/.test(error.code ?? '')) throw new AuthApiError(500, AuthErrorCode.unexpectedFailure, 'Database error creating new user');
    throw error;
  }
}

/**
 * POST /admin/users: the account made at once, confirmed only with email_confirm, no mail sent
 * (GoTrue's createUser). Without a password no one can sign in with one. Its profile row comes
 * from the trigger on auth.users, from user_metadata (full_name).
 */
export async function createUser(db: Queryable, params: AdminUserParams): Promise<UserRow> {
  if (!params.email) throw new AuthApiError(422, AuthErrorCode.validationFailed, 'Cannot create a user without either an email or phone');
  const email = validatedEmail(params.email);
  if (params.password) checkNewPassword(params.password);
  const passwordHash = params.password ? await hashPassword(params.password) : null;
  const bannedUntil = params.ban_duration ? banUntil(params.ban_duration) : null;
  const appMetadata = { ...(params.app_metadata ?? {}), provider: 'email', providers: ['email'] };
  return saving(async () => {
    const inserted = await db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, banned_until)
       values ($1, $2, case when $3 then now() end, $4::jsonb, $5::jsonb, $6::timestamptz) returning ${userColumns}`,
      [email, passwordHash, params.email_confirm === true, JSON.stringify(appMetadata), JSON.stringify(params.user_metadata ?? {}), bannedUntil],
    );
    return inserted.rows[0];
  });
}

/** GoTrue merges metadata: keys given replace, keys given as null are removed. */
const mergedMetadata = (column: string, param: string) =>
  `(coalesce(${column}, '{}'::jsonb) || ${param}::jsonb) - array(select key from jsonb_each(${param}::jsonb) where value = 'null'::jsonb)`;

/**
 * PUT /admin/users/{id}. A ban, as GoTrue's, keeps the user's sessions: while it lasts their
 * tokens are refused with user_banned (refresh, /user, the APIs), and once it ends or is lifted
 * ("none") the same refresh token works again. Returns the user and the sessions whose cached
 * state the caller must forget, so a ban takes effect at the next request.
 */
export async function updateUser(db: Queryable, id: string, params: AdminUserParams): Promise<{ user: UserRow; suspendedSessions: string[] }> {
  const email = params.email ? validatedEmail(params.email) : null;
  if (params.password) checkNewPassword(params.password);
  const passwordHash = params.password ? await hashPassword(params.password) : null;
  const banned = params.ban_duration ? { until: banUntil(params.ban_duration) } : undefined;
  const user = await saving(async () => {
    const updated = await db.query<UserRow>(
      `update auth.users set
          email = coalesce($2, email),
          email_change = case when $2 is null then email_change else '' end,
          encrypted_password = coalesce($3, encrypted_password),
          email_confirmed_at = case when $4 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
          raw_user_meta_data = case when $5::jsonb is null then raw_user_meta_data else ${mergedMetadata('raw_user_meta_data', '$5')} end,
          raw_app_meta_data = case when $6::jsonb is null then raw_app_meta_data else ${mergedMetadata('raw_app_meta_data', '$6')} end,
          banned_until = case when $7 then $8::timestamptz else banned_until end,
          updated_at = now()
        where id = $1 returning ${userColumns}`,
      [
        id,
        email,
        passwordHash,
        params.email_confirm === true,
        params.user_metadata ? JSON.stringify(params.user_metadata) : null,
        params.app_metadata ? JSON.stringify(params.app_metadata) : null,
        banned !== undefined,
        banned?.until ?? null,
      ],
    );
    return updated.rows[0];
  });
  if (!user) throw userNotFound();
  let suspendedSessions: string[] = [];
  if (banned?.until) {
    const sessions = await db.query<{ id: string }>('select id from auth.sessions where user_id = $1', [id]);
    suspendedSessions = sessions.rows.map((row) => row.id);
    // The other server processes forget them too, at commit (the channel the end of a session uses).
    const ids = suspendedSessions.join(',');
    if (ids) await db.query(`select pg_notify('auth_sessions_ended', $1)`, [ids.length < 7900 ? ids : '*']);
  }
  return { user, suspendedSessions };
}

/**
 * DELETE /admin/users/{id}. A hard delete removes the account (its profile goes with it; the
 * orders and requests it made stay, without their author). A soft delete, as GoTrue's, keeps the
 * row with deleted_at, frees the address and ends every session and factor: no one can sign in.
 */
export async function deleteUser(db: Queryable, id: string, soft: boolean): Promise<string[]> {
  const sessions = await db.query<{ id: string }>('select id from auth.sessions where user_id = $1', [id]);
  if (soft) {
    const updated = await db.query(
      `update auth.users set deleted_at = coalesce(deleted_at, now()), email = null, email_change = '', encrypted_password = null,
              confirmation_token = null, recovery_token = null, email_change_token_new = null, email_change_token_current = '',
              reauthentication_token = null, raw_user_meta_data = '{}'::jsonb, updated_at = now()
        where id = $1`,
      [id],
    );
    if (updated.affectedRows === 0) throw userNotFound();
    await db.query('delete from auth.sessions where user_id = $1', [id]);
    await db.query('delete from auth.mfa_factors where user_id = $1', [id]);
  } else {
    try {
      const deleted = await db.query('delete from auth.users where id = $1', [id]);
      if (deleted.affectedRows === 0) throw userNotFound();
    } catch (error) {
      if (isPgError(error) && error.code === '23503') throw new AuthApiError(500, AuthErrorCode.unexpectedFailure, 'Database error deleting user');
      throw error;
    }
  }
  return sessions.rows.map((row) => row.id);
}

export interface UserPage {
  users: UserRow[];
  total: number;
}

/** GET /admin/users: newest first, as GoTrue sorts them. */
export async function listUsers(db: Queryable, page: number, perPage: number): Promise<UserPage> {
  const counted = await db.query<{ total: string }>('select count(*)::text as total from auth.users');
  const listed = await db.query<UserRow>(
    `select ${userColumns} from auth.users order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  return { users: listed.rows, total: Number(counted.rows[0].total) };
}
