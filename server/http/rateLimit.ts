import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestToken } from '../auth/requestClaims';
import type { ServerContext } from '../context';

/** The public forms a visitor can flood: inserts into these tables, and ordering. */
const formTables = new Set(['appointments', 'quotes', 'contact_messages']);
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

/**
 * Per address and per form, at most `max` submissions in a sliding window: a
 * flood of one form is slowed down while the others keep working. Counters live
 * in memory (one process serves the site); the service_role key is never limited.
 */
export class FormRateLimiter {
  private readonly submissions = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  /** Counts a submission; returns the seconds to wait when the allowance is used up, else 0. */
  take(key: string, now = Date.now()): number {
    const windowMs = this.windowSeconds * 1000;
    const recent = (this.submissions.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= this.max) {
      this.submissions.set(key, recent);
      return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
    }
    recent.push(now);
    if (this.submissions.size > 50_000) this.forgetExpired(now);
    this.submissions.set(key, recent);
    return 0;
  }

  private forgetExpired(now: number): void {
    const windowMs = this.windowSeconds * 1000;
    for (const [key, times] of this.submissions) if (times[times.length - 1] <= now - windowMs) this.submissions.delete(key);
  }
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
  const { max, windowSeconds } = ctx.config.formRateLimit;
  const limiter = new FormRateLimiter(max, windowSeconds);
  app.addHook('onRequest', async (request, reply) => {
    const form = formOf(request.method, request.routeOptions.url, request.params);
    if (!form || (await isServiceRole(ctx, request))) return;
    const retryAfter = limiter.take(`${request.ip}|${form}`);
    if (retryAfter === 0) return;
    return reply
      .code(429)
      .header('Retry-After', String(retryAfter))
      .send({
        code: 'PGRST429',
        details: `At most ${max} submissions of ${form} per ${windowSeconds} s from one address`,
        hint: `Retry in ${retryAfter} s`,
        message: 'Too many requests',
      });
  });
}
