import { AuthErrorCode } from '../../shared/auth/authErrorCodes';
/**
 * The message key for a refused new password. The auth server words its
 * errors in English; the back-office shows its own French text for each code
 * it knows and a general failure otherwise, never the server's sentence.
 */
export function passwordErrorMessage(error: { code?: string } | null | undefined): string {
  if (error?.code === AuthErrorCode.weakPassword) return 'backoffice.notifications.password_weak';
  if (error?.code === AuthErrorCode.samePassword) return 'backoffice.notifications.password_same';
  return 'backoffice.notifications.failed';
}
