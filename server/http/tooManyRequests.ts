import type { FastifyReply } from 'fastify';
import { retryHint } from '../../src/shared/errors/retryHint';
import { postgrestCodes } from '../../src/shared/errors/postgrestCodes';

/**
 * The 429 of the REST API's own limits, in PostgREST's error shape: `Retry-After` for clients
 * that read headers, and the wait in `hint` (src/shared/errors/retryHint.ts) for the site's forms,
 * which supabase-js hands the body only.
 */
export function sendTooManyRequests(reply: FastifyReply, retryAfter: number, details: string): FastifyReply {
  return reply.code(429).header('Retry-After', String(retryAfter)).send({ code: postgrestCodes.tooManyRequests, details, hint: retryHint(retryAfter), message: 'Too many requests' });
}
