import { AuthErrorCode } from './authErrorCodes';
/**
 * Why an auth call failed, in terms a form can word for a person. The pages
 * map each reason to a French message (src/shared/auth/messages.ts).
 */
export type AuthFailureReason =
  | 'invalid-credentials'
  | 'rate-limited'
  | 'email-sent-recently'
  | 'sms-sent-recently'
  | 'email-taken'
  | 'signup-disabled'
  | 'weak-password'
  | 'same-password'
  | 'reauthentication-needed'
  | 'reauthentication-invalid'
  | 'second-factor-needed'
  | 'invalid-email'
  | 'invalid-phone'
  | 'phone-taken'
  | 'sms-failed'
  | 'phone-disabled'
  | 'session-missing'
  | 'link-invalid'
  | 'email-not-confirmed'
  | 'network'
  | 'unknown';

export class AuthFailure extends Error {
  constructor(
    readonly reason: AuthFailureReason,
    cause?: unknown,
    /** For 'email-sent-recently' and 'sms-sent-recently': the seconds before another one may be asked for, as the server said. */
    readonly waitSeconds?: number,
  ) {
    super(reason, { cause });
    this.name = 'AuthFailure';
  }
}

interface AuthErrorLike {
  status?: number;
  code?: string;
  name?: string;
  message?: string;
}

function isAuthErrorLike(error: unknown): error is AuthErrorLike {
  return typeof error === 'object' && error !== null;
}

/**
 * GoTrue's once-a-minute rule for e-mails and SMS says how long is left only in its message (« For
 * security purposes, you can only request this after 42 seconds. »); its hourly or daily quotas share
 * the code but not the sentence, and stay 'rate-limited'.
 */
function sendWait(message: string): number | undefined {
  const seconds = /after (\d+) seconds?/.exec(message)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

/** Classifies an error of supabase-js (AuthError and its subclasses, or a fetch failure). */
export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  if (!isAuthErrorLike(error)) return new AuthFailure('unknown', error);
  const { status, code, name, message = '' } = error;
  const sentRecently = code === AuthErrorCode.overEmailSendRateLimit ? sendWait(message) : undefined;
  if (sentRecently !== undefined) return new AuthFailure('email-sent-recently', error, sentRecently);
  const smsSentRecently = code === AuthErrorCode.overSmsSendRateLimit ? sendWait(message) : undefined;
  if (smsSentRecently !== undefined) return new AuthFailure('sms-sent-recently', error, smsSentRecently);
  if (status === 429 || code?.startsWith('over_')) return new AuthFailure('rate-limited', error);
  if (code === AuthErrorCode.invalidCredentials || /invalid login credentials/i.test(message)) {
    return new AuthFailure('invalid-credentials', error);
  }
  // Before the « already registered » wording, which GoTrue's message for a taken number shares.
  if (code === AuthErrorCode.phoneExists) return new AuthFailure('phone-taken', error);
  if (code === AuthErrorCode.userAlreadyExists || code === AuthErrorCode.emailExists || /already (been )?registered/i.test(message)) {
    return new AuthFailure('email-taken', error);
  }
  if (code === AuthErrorCode.signupDisabled) return new AuthFailure('signup-disabled', error);
  if (code === AuthErrorCode.otpExpired) return new AuthFailure('link-invalid', error);
  if (code === AuthErrorCode.emailNotConfirmed) return new AuthFailure('email-not-confirmed', error);
  if (code === AuthErrorCode.weakPassword) return new AuthFailure('weak-password', error);
  if (code === AuthErrorCode.samePassword) return new AuthFailure('same-password', error);
  // Secure password change: the session is not recent, so an e-mailed code is needed (or was wrong).
  if (code === AuthErrorCode.reauthenticationNeeded) return new AuthFailure('reauthentication-needed', error);
  if (code === AuthErrorCode.reauthenticationNotValid) return new AuthFailure('reauthentication-invalid', error);
  // The account has a second factor this session has not proved (an administrator signed in on the site).
  if (code === AuthErrorCode.insufficientAal) return new AuthFailure('second-factor-needed', error);
  // GoTrue answers a malformed number with the same code as a malformed address: its message tells them apart.
  if (code === AuthErrorCode.validationFailed && /phone/i.test(message)) return new AuthFailure('invalid-phone', error);
  if (code === AuthErrorCode.emailAddressInvalid || code === AuthErrorCode.validationFailed) return new AuthFailure('invalid-email', error);
  if (code === AuthErrorCode.smsSendFailed) return new AuthFailure('sms-failed', error);
  if (code === AuthErrorCode.phoneProviderDisabled) return new AuthFailure('phone-disabled', error);
  if (name === 'AuthSessionMissingError') return new AuthFailure('session-missing', error);
  if (name === 'AuthRetryableFetchError' || name === 'TypeError' || status === 0) return new AuthFailure('network', error);
  return new AuthFailure('unknown', error);
}
