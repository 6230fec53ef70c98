import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrorCode } from '../../src/shared/auth/authErrorCodes';
import { postgrestCodes } from '../../src/shared/errors/postgrestCodes';
import { sqlStates } from '../../src/shared/errors/sqlStates';

/** Node socket failures and PostgreSQL's connection-class SQLSTATEs (08…, shutdown 57P0x, too many clients). */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  sqlStates.adminShutdown,
  sqlStates.crashShutdown,
  sqlStates.cannotConnectNow,
  sqlStates.tooManyConnections,
]);
const connectionErrorMessages = /is not currently accepting connections|the database system is|connection terminated|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error|not queryable|cannot use a pool after calling end/i;

/** Whether an error means the database cannot be reached right now (the request itself was fine). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (connectionErrorCodes.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return connectionErrorMessages.test(error.message);
}

export type ApiArea = 'rest' | 'auth' | 'other';

export function apiArea(url: string): ApiArea {
  if (url.startsWith('/rest/')) return 'rest';
  if (url.startsWith('/auth/')) return 'auth';
  return 'other';
}

/** GoTrue's error_code for the statuses this handler can produce. */
function goTrueErrorCode(status: number, fastifyCode: string | undefined): AuthErrorCode {
  if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') return AuthErrorCode.badJson;
  if (status === 429) return AuthErrorCode.overRequestRateLimit;
  if (status >= 500) return AuthErrorCode.unexpectedFailure;
  return AuthErrorCode.validationFailed;
}

/** PostgREST's code for the statuses this handler can produce. */
function postgrestCode(status: number, fastifyCode: string | undefined): string {
  if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') return postgrestCodes.invalidBody;
  if (status === 503) return postgrestCodes.databaseUnavailable;
  return `PGRST${status}`;
}

/** An error's body (and headers) in the shape of the API of `area`. */
export function apiErrorBody(area: ApiArea, status: number, message: string, fastifyCode?: string): { body: object; headers: Record<string, string> } {
  if (area === 'rest') return { body: { code: postgrestCode(status, fastifyCode), details: null, hint: null, message }, headers: {} };
  if (area === 'auth') {
    const body = { code: status, error_code: goTrueErrorCode(status, fastifyCode), msg: message, message };
    return { body, headers: { 'X-Supabase-Api-Version': '2024-01-01' } };
  }
  return { body: { message }, headers: {} };
}

/** Sends an error in the shape of the API the request went to. */
function sendApiError(request: FastifyRequest, reply: FastifyReply, status: number, message: string, fastifyCode?: string) {
  const { body, headers } = apiErrorBody(apiArea(request.url), status, message, fastifyCode);
  return reply.code(status).headers(headers).send(body);
}

export const databaseUnavailableMessage =
  'Could not connect with the database due to an incorrect db-uri or due to the PostgreSQL service not running.';

/**
 * Fallback for errors no API module answered itself: the database being out of
 * reach is a 503 the client may retry, a bad request keeps its 4xx, and
 * anything else is a 500 whose details stay in the server log, never in the body.
 */
export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendApiError(request, reply.header('Retry-After', '5'), 503, databaseUnavailableMessage);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return sendApiError(request, reply, status, error.message, error.code);
    request.log.error({ err: error }, 'unexpected error');
    return sendApiError(request, reply, 500, 'Internal server error');
  });
}
