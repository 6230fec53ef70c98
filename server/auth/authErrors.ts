import { AuthErrorCode } from '../../src/shared/auth/authErrorCodes';

/** A refusal of the auth API: GoTrue's machine code and the HTTP status it is answered with. */
export interface AuthErrorKind {
  readonly status: number;
  readonly code: AuthErrorCode;
}

/**
 * Every refusal the auth API answers, its status written once beside its code (PostgREST's `Error.hs`;
 * GoTrue pairs them at each call through `NewBadRequestError(code, …)` and its siblings). Most codes
 * go with one status and are named as the code; a code GoTrue answers with two statuses has one entry
 * per case, named for it. The English message stays at the call: it varies with the case and the
 * front ends translate by code. Kept sorted alphabetically so that additions from several branches
 * merge cleanly.
 */
export const authErrors = {
  anonymousProviderDisabled: { status: 422, code: AuthErrorCode.anonymousProviderDisabled },
  badCodeVerifier: { status: 400, code: AuthErrorCode.badCodeVerifier },
  badJwt: { status: 403, code: AuthErrorCode.badJwt },
  badOauthCallback: { status: 400, code: AuthErrorCode.badOauthCallback },
  badOauthState: { status: 400, code: AuthErrorCode.badOauthState },
  /** The database out of reach: a 503 the client may retry. */
  databaseUnavailable: { status: 503, code: AuthErrorCode.unexpectedFailure },
  emailExists: { status: 422, code: AuthErrorCode.emailExists },
  emailNotConfirmed: { status: 400, code: AuthErrorCode.emailNotConfirmed },
  flowStateExpired: { status: 422, code: AuthErrorCode.flowStateExpired },
  flowStateNotFound: { status: 404, code: AuthErrorCode.flowStateNotFound },
  identityAlreadyExists: { status: 422, code: AuthErrorCode.identityAlreadyExists },
  identityNotFound: { status: 422, code: AuthErrorCode.identityNotFound },
  /** Enrolling a factor from an AAL1 session once one is verified. */
  insufficientAal: { status: 403, code: AuthErrorCode.insufficientAal },
  /** Removing a verified factor from an AAL1 session. */
  insufficientAalToUnenroll: { status: 422, code: AuthErrorCode.insufficientAal },
  /** Changing e-mail, phone or password from an AAL1 session when MFA is on. */
  insufficientAalToUpdateUser: { status: 401, code: AuthErrorCode.insufficientAal },
  /** The apikey header is not one of the project's keys. */
  invalidApiKey: { status: 401, code: AuthErrorCode.badJwt },
  invalidCredentials: { status: 400, code: AuthErrorCode.invalidCredentials },
  /** A path parameter that is not a UUID (GoTrue answers it as « not found »). */
  invalidPathId: { status: 404, code: AuthErrorCode.validationFailed },
  manualLinkingDisabled: { status: 404, code: AuthErrorCode.manualLinkingDisabled },
  mfaChallengeExpired: { status: 422, code: AuthErrorCode.mfaChallengeExpired },
  /** A verification naming a challenge that does not exist. */
  mfaChallengeNotFound: { status: 422, code: AuthErrorCode.mfaFactorNotFound },
  mfaFactorNameConflict: { status: 422, code: AuthErrorCode.mfaFactorNameConflict },
  mfaFactorNotFound: { status: 404, code: AuthErrorCode.mfaFactorNotFound },
  mfaPhoneEnrollNotEnabled: { status: 422, code: AuthErrorCode.mfaPhoneEnrollNotEnabled },
  mfaVerificationFailed: { status: 422, code: AuthErrorCode.mfaVerificationFailed },
  mfaWebauthnEnrollNotEnabled: { status: 422, code: AuthErrorCode.mfaWebauthnEnrollNotEnabled },
  noAuthorization: { status: 401, code: AuthErrorCode.noAuthorization },
  notAdmin: { status: 403, code: AuthErrorCode.notAdmin },
  notFound: { status: 404, code: AuthErrorCode.notFound },
  otpDisabled: { status: 422, code: AuthErrorCode.otpDisabled },
  otpExpired: { status: 403, code: AuthErrorCode.otpExpired },
  overEmailSendRateLimit: { status: 429, code: AuthErrorCode.overEmailSendRateLimit },
  overRequestRateLimit: { status: 429, code: AuthErrorCode.overRequestRateLimit },
  overSmsSendRateLimit: { status: 429, code: AuthErrorCode.overSmsSendRateLimit },
  /** A phone change while phone sign-in is off (sign-in and sign-up answer 422). */
  phoneChangeDisabled: { status: 400, code: AuthErrorCode.phoneProviderDisabled },
  phoneExists: { status: 422, code: AuthErrorCode.phoneExists },
  phoneNotConfirmed: { status: 400, code: AuthErrorCode.phoneNotConfirmed },
  phoneProviderDisabled: { status: 422, code: AuthErrorCode.phoneProviderDisabled },
  providerDisabled: { status: 400, code: AuthErrorCode.providerDisabled },
  providerEmailNeedsVerification: { status: 422, code: AuthErrorCode.providerEmailNeedsVerification },
  reauthenticationNeeded: { status: 400, code: AuthErrorCode.reauthenticationNeeded },
  reauthenticationNotValid: { status: 422, code: AuthErrorCode.reauthenticationNotValid },
  refreshTokenAlreadyUsed: { status: 400, code: AuthErrorCode.refreshTokenAlreadyUsed },
  refreshTokenNotFound: { status: 400, code: AuthErrorCode.refreshTokenNotFound },
  requestTooLarge: { status: 413, code: AuthErrorCode.requestTooLarge },
  samePassword: { status: 422, code: AuthErrorCode.samePassword },
  samlProviderDisabled: { status: 404, code: AuthErrorCode.samlProviderDisabled },
  sessionExpired: { status: 400, code: AuthErrorCode.sessionExpired },
  sessionNotFound: { status: 403, code: AuthErrorCode.sessionNotFound },
  signupDisabled: { status: 422, code: AuthErrorCode.signupDisabled },
  singleIdentityNotDeletable: { status: 422, code: AuthErrorCode.singleIdentityNotDeletable },
  /** The user a valid token names is banned. */
  tokenUserBanned: { status: 403, code: AuthErrorCode.userBanned },
  /** The user a valid token names no longer exists. */
  tokenUserNotFound: { status: 403, code: AuthErrorCode.userNotFound },
  tooManyEnrolledMfaFactors: { status: 422, code: AuthErrorCode.tooManyEnrolledMfaFactors },
  unexpectedFailure: { status: 500, code: AuthErrorCode.unexpectedFailure },
  /** Input well formed but refused (GoTrue's unprocessableEntityError with validation_failed). */
  unprocessableInput: { status: 422, code: AuthErrorCode.validationFailed },
  unsupportedMediaType: { status: 415, code: AuthErrorCode.validationFailed },
  userAlreadyExists: { status: 422, code: AuthErrorCode.userAlreadyExists },
  /** Signing in (or refreshing) as a banned user. */
  userBanned: { status: 400, code: AuthErrorCode.userBanned },
  userNotFound: { status: 404, code: AuthErrorCode.userNotFound },
  validationFailed: { status: 400, code: AuthErrorCode.validationFailed },
  weakPassword: { status: 422, code: AuthErrorCode.weakPassword },
  web3ProviderDisabled: { status: 422, code: AuthErrorCode.web3ProviderDisabled },
} as const satisfies Record<string, AuthErrorKind>;
