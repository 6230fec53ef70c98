import type { FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../http/apiErrors';
import { AuthErrorCode } from '../../src/shared/auth/authErrorCodes';
import { authErrors, type AuthErrorKind } from './authErrors';

/** The API version auth-js looks for before trusting the error code of a response. */
export const apiVersionHeader = 'X-Supabase-Api-Version';
export const apiVersion = '2024-01-01';

/**
 * An error GoTrue would answer: the HTTP status, its machine code (what
 * supabase-js exposes as `error.code`) and the English message GoTrue sends
 * (the front ends translate by code, never by message).
 */
export class AuthApiError extends Error {
  readonly status: number;
  readonly errorCode: AuthErrorCode;

  constructor(
    kind: AuthErrorKind,
    message: string,
    /** Extra fields GoTrue adds for some errors, e.g. weak_password.reasons. */
    readonly extra: Record<string, unknown> = {},
    /** Seconds to wait, for 429 answers. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AuthApiError';
    this.status = kind.status;
    this.errorCode = kind.code;
  }
}

/** GoTrue's body: `code` is the HTTP status, `error_code` the machine code, `msg` the message. */
export function authErrorBody(error: AuthApiError): Record<string, unknown> {
  return { code: error.status, error_code: error.errorCode, msg: error.message, message: error.message, ...error.extra };
}

export function sendAuthError(reply: FastifyReply, error: AuthApiError): FastifyReply {
  reply.header(apiVersionHeader, apiVersion).header('Cache-Control', 'no-store');
  if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
  return reply.code(error.status).send(authErrorBody(error));
}

export const badRequest = (message: string) => new AuthApiError(authErrors.validationFailed, message);

/** Fastify's own errors (bad JSON, body too large, wrong content type) in GoTrue's shape, never a 500. */
export function fromFrameworkError(error: { statusCode?: number; code?: string; validation?: unknown }): AuthApiError {
  // The database out of reach: a 503 the client may retry, not an unexplained 500.
  if (isDatabaseUnavailable(error)) return new AuthApiError(authErrors.databaseUnavailable, 'Database unavailable, please retry shortly');
  const status = error.statusCode ?? 500;
  if (status === 413) return new AuthApiError(authErrors.requestTooLarge, 'Request body is too large');
  if (status === 415) return new AuthApiError(authErrors.unsupportedMediaType, 'Content-Type must be application/json');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return badRequest('Request body is empty');
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP')) {
    return badRequest('Could not parse request body as JSON');
  }
  // Any other refusal of the framework's keeps the framework's status.
  if (status >= 400 && status < 500) return new AuthApiError({ status, code: AuthErrorCode.validationFailed }, 'Invalid request');
  return new AuthApiError(authErrors.unexpectedFailure, 'Unexpected failure, please check server logs for more information');
}

/**
 * GoTrue's oauthError: the OAuth 2.0 shape `{error, error_description}` with 400 and no error_code,
 * which GoTrue answers for a refused id_token grant (supabase-js reads the description as the message).
 */
export class OAuthGrantError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthGrantError';
  }
}

export function sendOAuthGrantError(reply: FastifyReply, error: OAuthGrantError): FastifyReply {
  reply.header(apiVersionHeader, apiVersion).header('Cache-Control', 'no-store');
  return reply.code(400).send({ error: error.error, error_description: error.description });
}
