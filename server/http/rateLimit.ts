import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestToken } from '../auth/requestClaims';
import type { ServerContext } from '../context';
import { RateCounters } from '../db/rateCounters';
import { clientAddressKey } from './clientAddressKey';
import { hookWhen } from './hookWhen';
import { sendTooManyRequests } from './tooManyRequests';
import { postgrestCodes } from '../../src/shared/errors/postgrestCodes';

/**
 * The public forms a visitor can flood: inserts into these tables, and ordering. Per address and
 * per form, at most FORM_RATE_LIMIT submissions in a sliding window: a flood of one form is slowed
 * down while the others keep working; the service_role key is never limited.
 */
const formTables = new Set(['appointments', 'quotes', 'contact_messages', 'web_vitals']);
/** The Web Vitals beacon: its own, larger allowance (one per page viewed), and a small body (five rows). */
const vitalsTable = 'web_vitals';
const maxVitalsBodyBytes = 4096;
const formFunctions = new Set(['place_order']);

/**
 * The form a request submits, by the route and decoded parameters the router matched (what the REST
 * handlers act on), never by the raw URL: `/rest/v1/contact%5Fmessages` is the contact form too.
 */
export function formOf(method: string, route: string | undefined, params: unknown): string | undefined {
  if (method !== 'POST' || typeof params !== 'object' || params === null) return undefined;
  const { resource, fn } = params as { resource?: unknown; fn?: unknown };
  if (route === '/rest/v1/:resource' && typeof resource === 'string' && formTables.has(resource)) return resource;
  if (route === '/rest/v1/rpc/:fn' && typeof fn === 'string' && formFunctions.has(fn)) return fn;
  return undefined;
}

async function isServiceRole(ctx: ServerContext, request: FastifyRequest): Promise<boolean> {
  try {
    const claims = await ctx.verifier.verify(requestToken(request.headers));
    return claims.role === 'service_role';
  } catch {
    // A bad token is the REST layer's to refuse; here it simply earns no exemption.
    return false;
  }
}

export function registerFormRateLimit(app: FastifyInstance, ctx: ServerContext): void {
  // Counted in PostgreSQL, so every server process on the database shares the allowance.
  const counters = new RateCounters(ctx.db);
  const formOfRequest = (request: FastifyRequest) => formOf(request.method, request.routeOptions.url, request.params);
  app.addHook(
    'onRequest',
    hookWhen(
      (request) => formOfRequest(request) !== undefined,
      async (request, reply) => {
        const form = formOfRequest(request)!;
        if (await isServiceRole(ctx, request)) return;
        const rule = form === vitalsTable ? ctx.config.vitalsRateLimit : ctx.config.formRateLimit;
        const { max, windowSeconds } = rule;
        if (form === vitalsTable && Number(request.headers['content-length'] ?? maxVitalsBodyBytes + 1) > maxVitalsBodyBytes) {
          return reply.code(413).send({ code: postgrestCodes.bodyTooLarge, details: null, hint: null, message: `At most ${maxVitalsBodyBytes} bytes of Web Vitals per request` });
        }
        const retryAfter = await counters.take(`form:${clientAddressKey(request.ip)}|${form}`, rule);
        if (retryAfter === 0) return;
        return sendTooManyRequests(reply, retryAfter, `At most ${max} submissions of ${form} per ${windowSeconds} s from one address`);
      },
    ),
  );
}
