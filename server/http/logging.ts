import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

const hidden = '[masqué]';

/** Query parameters that carry credentials somewhere in the Supabase APIs (links, OAuth, debugging clients). */
const secretQueryParams = new Set([
  'apikey',
  'access_token',
  'refresh_token',
  'token',
  'token_hash',
  'password',
  'code',
  'jwt',
  'secret',
  'key',
]);

/**
 * The request path as it may be written to a log: the auth API's query strings
 * are dropped whole (verification and recovery links carry tokens), elsewhere
 * the values of credential parameters are masked.
 */
export function loggablePath(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const pathname = url.slice(0, queryStart);
  if (pathname.startsWith('/auth/')) return `${pathname}?${hidden}`;
  const params = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent; the value is still checked below by its raw name.
      }
      return secretQueryParams.has(decodedName.toLowerCase()) ? `${name}=${hidden}` : pair;
    });
  return `${pathname}?${params.join('&')}`;
}

/**
 * pino settings: JSON lines at LOG_LEVEL, requests reduced to method and a
 * masked path, and credentials redacted wherever an object carrying them is logged.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.apikey',
        'req.headers.cookie',
        'headers.authorization',
        'headers.apikey',
        '*.password',
        '*.refresh_token',
        '*.access_token',
      ],
      censor: hidden,
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: loggablePath(request.url) }),
    },
  };
}

/** The levels at which a line at info is written. */
const linesAtInfo = new Set(['trace', 'debug', 'info']);

/** One line per answered request: method, masked path, status and duration. */
export function registerRequestLog(app: FastifyInstance): void {
  // Callback style: no promise per request for a hook that never waits (see hookWhen.ts).
  app.addHook('onResponse', (request, reply, done) => {
    // Masking the path costs more than the line itself: not done for a line nobody writes.
    if (linesAtInfo.has(request.log.level)) {
      request.log.info(
        {
          method: request.method,
          path: loggablePath(request.url),
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
}
