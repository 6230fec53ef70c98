import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { RateCounters, type RateRule } from '../db/rateCounters';
import type { Queryable } from '../db/types';
import { clientAddressKey } from './clientAddressKey';
import { hookWhen } from './hookWhen';
import { sendTooManyRequests } from './tooManyRequests';

/**
 * What the database declares (supabase/migrations/20261203090100): the functions that take a link
 * token, and the allowance of refusals per address (rule refused_link).
 */
export interface RefusedLinkLimit {
  functions: ReadonlySet<string>;
  /** Those a link holder calls once (answering a quote, migration 20261207040200): every call counts. */
  countedEveryCall: ReadonlySet<string>;
  rule: RateRule;
}

export async function readRefusedLinkLimit(db: Queryable): Promise<RefusedLinkLimit> {
  const functions = await db.query<{ name: string; counts_every_call: boolean }>(
    'select name, counts_every_call from rate_limit.link_token_functions',
  );
  const rules = await db.query<{ max_count: number; window_seconds: number }>(
    `select max_count, window_seconds from rate_limit.rules where name = 'refused_link'`,
  );
  const rule = rules.rows[0];
  if (!rule) throw new Error('rate_limit.rules : règle refused_link absente (migrations incomplètes ?)');
  return {
    functions: new Set(functions.rows.map((row) => row.name)),
    countedEveryCall: new Set(functions.rows.filter((row) => row.counts_every_call).map((row) => row.name)),
    rule: { max: rule.max_count, windowSeconds: rule.window_seconds },
  };
}

/** The link-token function a request calls, by the route and decoded parameters the router matched. */
export function linkTokenFunctionOf(functions: ReadonlySet<string>, method: string, route: string | undefined, params: unknown): string | undefined {
  if ((method !== 'POST' && method !== 'GET') || route !== '/rest/v1/rpc/:fn' || typeof params !== 'object' || params === null) return undefined;
  const { fn } = params as { fn?: unknown };
  return typeof fn === 'string' && functions.has(fn) ? fn : undefined;
}

/** One address's allowance of refused link tokens, shared by the REST functions and the server's own token routes. */
export interface RefusedLinkCounter {
  /** Counts one use before the token is looked up: the seconds to wait when the allowance is spent, else 0. */
  take(ip: string): Promise<number>;
  /** Gives the use back once the token was accepted: only refusals count. */
  giveBack(ip: string): Promise<void>;
  rule: RateRule;
}

export function refusedLinkCounter(db: Queryable, rule: RateRule): RefusedLinkCounter {
  const counters = new RateCounters(db);
  const key = (ip: string) => `appointment-link:${clientAddressKey(ip)}`;
  return { take: (ip) => counters.take(key(ip), rule), giveBack: (ip) => counters.giveBack(key(ip)), rule };
}

/**
 * Counts refused link tokens (403, SQLSTATE 28000) per address in PostgreSQL, as the form limit
 * does, and answers 429 to an address past the allowance before any lookup.
 * Every call is counted before it reaches the database (guesses sent at once are looked up only up
 * to the allowance) and given back when its token was accepted: only refusals count, opening the
 * page, cancelling and moving with a good link never do.
 */
export async function registerRefusedLinkLimit(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { functions, countedEveryCall, rule } = await readRefusedLinkLimit(ctx.db);
  const counter = refusedLinkCounter(ctx.db, rule);
  const counted = new WeakSet<FastifyRequest>();
  const linkTokenFunction = (request: FastifyRequest) => linkTokenFunctionOf(functions, request.method, request.routeOptions.url, request.params);
  const callsLinkTokenFunction = (request: FastifyRequest) => linkTokenFunction(request) !== undefined;
  const givenBack = (request: FastifyRequest) => !countedEveryCall.has(linkTokenFunction(request) ?? '');
  app.addHook(
    'onRequest',
    hookWhen(callsLinkTokenFunction, async (request, reply) => {
      const retryAfter = await counter.take(request.ip);
      if (retryAfter === 0) {
        counted.add(request);
        return;
      }
      return sendTooManyRequests(reply, retryAfter, `At most ${rule.max} refused links per ${rule.windowSeconds} s from one address`);
    }),
  );
  app.addHook(
    'onResponse',
    hookWhen(
      (request, reply) => reply.statusCode !== 403 && counted.has(request) && givenBack(request),
      (request) => counter.giveBack(request.ip),
    ),
  );
}
