/**
 * GoTrue's machine codes for auth errors (`error_code` in its body, `error.code` in supabase-js),
 * named once as GoTrue names them in internal/api/apierrors/errorcode.go. The server sends only
 * these (its AuthApiError takes an AuthErrorCode, so an unknown code fails to compile) and the
 * pages classify failures by them (authFailure.ts). Kept sorted alphabetically so that additions
 * from several branches merge cleanly.
 */
export const AuthErrorCode = {
  anonymousProviderDisabled: 'anonymous_provider_disabled',
  badCodeVerifier: 'bad_code_verifier',
  badJson: 'bad_json',
  badJwt: 'bad_jwt',
  emailAddressInvalid: 'email_address_invalid',
  emailExists: 'email_exists',
  emailNotConfirmed: 'email_not_confirmed',
  flowStateExpired: 'flow_state_expired',
  flowStateNotFound: 'flow_state_not_found',
  insufficientAal: 'insufficient_aal',
  invalidCredentials: 'invalid_credentials',
  mfaChallengeExpired: 'mfa_challenge_expired',
  mfaFactorNameConflict: 'mfa_factor_name_conflict',
  mfaFactorNotFound: 'mfa_factor_not_found',
  mfaPhoneEnrollNotEnabled: 'mfa_phone_enroll_not_enabled',
  mfaVerificationFailed: 'mfa_verification_failed',
  mfaWebauthnEnrollNotEnabled: 'mfa_webauthn_enroll_not_enabled',
  noAuthorization: 'no_authorization',
  notAdmin: 'not_admin',
  notFound: 'not_found',
  otpDisabled: 'otp_disabled',
  otpExpired: 'otp_expired',
  overEmailSendRateLimit: 'over_email_send_rate_limit',
  overRequestRateLimit: 'over_request_rate_limit',
  phoneProviderDisabled: 'phone_provider_disabled',
  providerDisabled: 'provider_disabled',
  reauthenticationNeeded: 'reauthentication_needed',
  reauthenticationNotValid: 'reauthentication_not_valid',
  refreshTokenAlreadyUsed: 'refresh_token_already_used',
  refreshTokenNotFound: 'refresh_token_not_found',
  requestTooLarge: 'request_too_large',
  samePassword: 'same_password',
  sessionExpired: 'session_expired',
  sessionNotFound: 'session_not_found',
  signupDisabled: 'signup_disabled',
  tooManyEnrolledMfaFactors: 'too_many_enrolled_mfa_factors',
  unexpectedFailure: 'unexpected_failure',
  userAlreadyExists: 'user_already_exists',
  userBanned: 'user_banned',
  userNotFound: 'user_not_found',
  validationFailed: 'validation_failed',
  weakPassword: 'weak_password',
} as const;

export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];
