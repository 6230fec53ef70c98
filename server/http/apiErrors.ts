import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Node socket failures and PostgreSQL's connection-class SQLSTATEs (08…, shutdown 57P0x, too many clients). */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
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

type ApiArea = 'rest' | 'auth' | 'other';

function apiArea(url: string): ApiArea {
  if (url.startsWith('/rest/')) return 'rest';
  if (url.startsWith('/auth/')) return 'auth';
  return 'other';
}

/** GoTrue's error_code for the statuses this handler can produce. */
function goTrueErrorCode(status: number, fastifyCode: string | undefined): string {
  if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'bad_json';
  if (status === 429) return 'over_request_rate_limit';
  if (status >= 500) return 'unexpected_failure';
  return 'validation_failed';
}

/** PostgREST's code for the statuses this handler can produce. */
function postgrestCode(status: number, fastifyCode: string | undefined): string {
  if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'PGRST102';
  if (status === 503) return 'PGRST000';
  return `PGRST${status}`;
}

/** Sends an error in the shape of the API the request went to. */
export function sendApiError(request: FastifyRequest, reply: FastifyReply, status: number, message: string, fastifyCode?: string) {
  const area = apiArea(request.url);
  if (area === 'rest') {
    return reply.code(status).send({ code: postgrestCode(status, fastifyCode), details: null, hint: null, message });
  }
  if (area === 'auth') {
    const errorCode = goTrueErrorCode(status, fastifyCode);
    return reply
      .code(status)
      .header('X-Supabase-Api-Version', '2024-01-01')
      .send({ code: status, error_code: errorCode, msg: message, message });
  }
  return reply.code(status).send({ message });
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
