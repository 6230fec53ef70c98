import { isPgError, type Queryable } from '../../db/types';
import { AuthApiError, badRequest } from '../errors';
import { emailTakenByOther, insertPendingUser as insertPendingUserRow, recordPendingEmailChange } from '../models/users';
import type { UserRow } from '../userJson';
import { authErrors } from '../authErrors';
import { sqlStates } from '../../../src/shared/errors/sqlStates';

export const emailTaken = () => new AuthApiError(authErrors.emailExists, 'A user with this email address has already been registered');

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
    return await insertPendingUserRow(db, email, options.passwordHash ?? null, options.metadata ?? {}, options.invited === true);
  } catch (error) {
    if (isPgError(error) && error.code === sqlStates.uniqueViolation) throw emailTaken();
    if (isPgError(error) && /^2[23]/.test(error.code ?? '')) throw badRequest('Database error saving new user');
    throw error;
  }
}

/** Records the address an e-mail change goes to (keeping tokens already minted for that same address). */
export async function recordEmailChange(db: Queryable, user: UserRow, newEmail: string): Promise<UserRow> {
  if (await emailTakenByOther(db, newEmail, user.id)) throw emailTaken();
  return recordPendingEmailChange(db, user.id, newEmail);
}
