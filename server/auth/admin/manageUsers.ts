import { isPgError, type Queryable } from '../../db/types';
import { AuthApiError, badRequest } from '../errors';
import { checkNewPassword, hashPassword } from '../passwords';
import { validatedEmail } from '../emailAddress';
import { deleteFactorsOfUser } from '../models/mfaFactors';
import { deleteSessionsOfUser, sessionIdsOfUser } from '../models/sessions';
import { countUsers, deleteUserRow, insertAdminCreatedUser, listUsersPage, softDeleteUser, updateUserAsAdmin } from '../models/users';
import type { UserRow } from '../userJson';
import { parseBanDuration } from './banDuration';
import { emailTaken } from './linkUsers';
import { refreshProviders, upsertPhoneIdentity } from '../models/identities';
import { validatedPhone } from '../phone/phoneInput';
import { phoneExists } from '../phone/verifyPhoneCode';
import type { PhoneAuthConfig } from '../../config';
import { authErrors } from '../authErrors';
import { sqlStates } from '../../../src/shared/errors/sqlStates';

/** What POST and PUT /admin/users accept, as GoTrue's AdminUserParams (phone and role aside). */
export interface AdminUserParams {
  email?: string;
  phone?: string;
  phone_confirm?: boolean;
  password?: string | null;
  email_confirm?: boolean;
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
  ban_duration?: string;
}

export const userNotFound = () => new AuthApiError(authErrors.userNotFound, 'User not found');
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
    if (isPgError(error) && error.code === sqlStates.uniqueViolation) throw error.constraint === 'users_phone_key' || error.detail?.startsWith('Key (phone)') ? phoneExists() : emailTaken();
    if (isPgError(error) && /^2[23]/.test(error.code ?? '')) throw new AuthApiError(authErrors.unexpectedFailure, 'Database error creating new user');
    throw error;
  }
}

/**
 * POST /admin/users: the account made at once, confirmed only with email_confirm, no mail sent
 * (GoTrue's createUser). Without a password no one can sign in with one. Its profile row comes
 * from the trigger on auth.users, from user_metadata (full_name).
 */
export async function createUser(db: Queryable, params: AdminUserParams, phoneAuth: PhoneAuthConfig): Promise<UserRow> {
  if (!params.email && !params.phone) throw new AuthApiError(authErrors.unprocessableInput, 'Cannot create a user without either an email or phone');
  const email = params.email ? validatedEmail(params.email) : null;
  const phone = params.phone ? validatedPhone(phoneAuth, params.phone) : null;
  if (params.password) checkNewPassword(params.password);
  const passwordHash = params.password ? await hashPassword(params.password) : null;
  const bannedUntil = params.ban_duration ? banUntil(params.ban_duration) : null;
  const providers = [...(email ? ['email'] : []), ...(phone ? ['phone'] : [])];
  const appMetadata = { ...(params.app_metadata ?? {}), provider: providers[0], providers };
  return saving(() =>
    insertAdminCreatedUser(db, {
      email,
      phone,
      passwordHash,
      confirmed: params.email_confirm === true,
      phoneConfirmed: params.phone_confirm === true,
      appMetadata,
      userMetadata: params.user_metadata ?? {},
      bannedUntil,
    }),
  );
}

/**
 * PUT /admin/users/{id}. A ban, as GoTrue's, keeps the user's sessions: while it lasts their
 * tokens are refused with user_banned (refresh, /user, the APIs), and once it ends or is lifted
 * ("none") the same refresh token works again. Returns the user and the sessions whose cached
 * state the caller must forget, so a ban takes effect at the next request.
 */
export async function updateUser(db: Queryable, id: string, params: AdminUserParams, phoneAuth: PhoneAuthConfig): Promise<{ user: UserRow; suspendedSessions: string[] }> {
  const email = params.email ? validatedEmail(params.email) : null;
  const phone = params.phone ? validatedPhone(phoneAuth, params.phone) : null;
  if (params.password) checkNewPassword(params.password);
  const passwordHash = params.password ? await hashPassword(params.password) : null;
  const banned = params.ban_duration ? { until: banUntil(params.ban_duration) } : undefined;
  // Metadata merges as GoTrue's: keys given replace, keys given as null are removed.
  const user = await saving(() =>
    updateUserAsAdmin(db, id, {
      email,
      phone,
      phoneConfirm: params.phone_confirm === true,
      passwordHash,
      confirm: params.email_confirm === true,
      userMetadata: params.user_metadata,
      appMetadata: params.app_metadata,
      ban: banned,
    }),
  );
  if (!user) throw userNotFound();
  if (phone) {
    await upsertPhoneIdentity(db, id);
    await refreshProviders(db, id);
  }
  let suspendedSessions: string[] = [];
  if (banned?.until) {
    suspendedSessions = await sessionIdsOfUser(db, id);
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
  const sessions = await sessionIdsOfUser(db, id);
  if (soft) {
    if (!(await softDeleteUser(db, id))) throw userNotFound();
    await deleteSessionsOfUser(db, id);
    await deleteFactorsOfUser(db, id);
  } else {
    try {
      if (!(await deleteUserRow(db, id))) throw userNotFound();
    } catch (error) {
      if (isPgError(error) && error.code === sqlStates.foreignKeyViolation) throw new AuthApiError(authErrors.unexpectedFailure, 'Database error deleting user');
      throw error;
    }
  }
  return sessions;
}

export interface UserPage {
  users: UserRow[];
  total: number;
}

/** GET /admin/users: newest first, as GoTrue sorts them. */
export async function listUsers(db: Queryable, page: number, perPage: number): Promise<UserPage> {
  const total = await countUsers(db);
  const users = await listUsersPage(db, perPage, (page - 1) * perPage);
  return { users, total };
}
