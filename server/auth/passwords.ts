import bcrypt from 'bcrypt';
import { minimumPasswordLength } from '../../src/shared/auth/passwordPolicy';
import { AuthApiError, badRequest } from './errors';
import { authErrors } from './authErrors';

const bcryptCost = 10;
/** bcrypt ignores everything past 72 bytes: refuse rather than silently truncate. */
const maximumPasswordBytes = 72;

/** GoTrue's checks on a new password: too short is 422 weak_password, too long 400. */
export function checkNewPassword(password: string): void {
  if (password.length < minimumPasswordLength) {
    throw new AuthApiError(authErrors.weakPassword, `Password should be at least ${minimumPasswordLength} characters.`, {
      weak_password: { reasons: ['length'], message: `Password should be at least ${minimumPasswordLength} characters.` },
    });
  }
  if (Buffer.byteLength(password, 'utf8') > maximumPasswordBytes) {
    throw badRequest(`Password cannot be longer than ${maximumPasswordBytes} characters`);
  }
}

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, bcryptCost);

// A real hash to compare against when the account does not exist, so a wrong
// e-mail takes as long as a wrong password and reveals nothing.
let decoyHash: Promise<string> | undefined;


export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, await (decoyHash ??= bcrypt.hash('decoy-password-never-valid', bcryptCost)));
    return false;
  }
  return bcrypt.compare(password, hash).catch(() => false);
}
