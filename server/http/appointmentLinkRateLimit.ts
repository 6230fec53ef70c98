import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { RateCounters, type RateRule } from '../db/rateCounters';
import { clientAddressKey } from './clientAddressKey';
import { hookWhen } from './hookWhen';
import { sendTooManyRequests } from './tooManyRequests';

/**
 * The functions that take an appointment's manage token (supabase/migrations/20261125300200) or a
 * quote's link token (20261129360400) or a guest order's (20261201020200): their refusals share one allowance per address.
 */
const tokenFunctions = new Set([
  'appointment_by_token', 'cancel_appointment_by_token', 'move_appointment_by_token',
  'quote_by_token', 'accept_quote_by_token', 'decline_quote_by_token',
  'order_by_token',
]);

/**
 * Refused tokens allowed per address: a customer mistyping a link a few times is never stopped,
 * while guessing 256-bit tokens was hopeless anyway; this keeps a scan from costing the database.
 */
export const refusedTokensRule: RateRule = { max: 20, windowSeconds: 600 };

/** The token function a request calls, by the route and decoded parameters the router matched. */
export function tokenFunctionOf(method: string, route: string | undefined, params: unknown): string | undefined {
  if ((method !== 'POST' && method !== 'GET') || route !== '/rest/v1/rpc/:fn' || typeof params !== 'object' || params === null) return undefined;
  const { fn } = params as { fn?: unknown };
  return typeof fn === 'string' && tokenFunctions.has(fn) ? fn : undefined;
}

/**
 * Counts refused manage tokens (403, SQLSTATE 28000) per address in PostgreSQL, as the form limit
 * does (supabase/migrations/20261203040100), and answers 429 to an address past the allowance before any lookup.
 * Every call is counted before it reaches the database (guesses sent at once are looked up only up
 * to the allowance) and given back when its token was accepted: only refusals count, opening the
 * page, cancelling and moving with a good link never do.
 */
export function registerAppointmentLinkRateLimit(app: FastifyInstance, ctx: ServerContext): void {
  const counters = new RateCounters(ctx.db);
  const key = (ip: string) => `appointment-link:${clientAddressKey(ip)}`;
  const counted = new WeakSet<FastifyRequest>();
  const callsTokenFunction = (request: FastifyRequest) => tokenFunctionOf(request.method, request.routeOptions.url, request.params) !== undefined;
  app.addHook(
    'onRequest',
    hookWhen(callsTokenFunction, async (request, reply) => {
      const retryAfter = await counters.take(key(request.ip), refusedTokensRule);
      if (retryAfter === 0) {
        counted.add(request);
        return;
      }
      return sendTooManyRequests(reply, retryAfter, `At most ${refusedTokensRule.max} refused links per ${refusedTokensRule.windowSeconds} s from one address`);
    }),
  );
  app.addHook(
    'onResponse',
    hookWhen(
      (request, reply) => reply.statusCode !== 403 && counted.has(request),
      (request) => counters.giveBack(key(request.ip)),
    ),
  );
}
