import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { RestError, toRestError } from './errors';
import { openApiDocument } from './openApi';
import { authenticate, clientGone, isAnonymous, nameProfile, requestSchema } from './requestContext';
import { sendError } from './responses';
import { callFunction, type RpcRequest } from './rpcHandler';
import { listenForReloads, SchemaHolder } from './schemaHolder';
import { PatternShare } from './patternShare';
import { ReadPlans } from './readPlans';
import { RestReads } from './restReads';
import { deleteRows, insertRows, readTable, updateRows, type TableRequest } from './tableHandlers';
import { restErrors } from './restErrors';

/** Fastify's own errors (body too large, bad content type) in PostgREST's shape. */
function frameworkError(error: FastifyError): RestError | undefined {
  const status = error.statusCode ?? 0;
  if (status === 413) return new RestError(restErrors.bodyTooLarge, 'Request body too large', 'The body may not exceed 1 MiB');
  if (status === 415) return new RestError(restErrors.unsupportedMediaType, 'Unsupported media type', 'Send application/json');
  // Any other refusal of the framework's keeps the framework's status.
  if (status >= 400 && status < 500) return new RestError({ ...restErrors.invalidQuery, status }, 'Bad request');
  return undefined;
}

/** The table or view a request names; undefined for /rpc and the OpenAPI document. */
function targetTableOf(request: FastifyRequest): string | undefined {
  const params = request.params as { resource?: unknown } | undefined;
  return typeof params?.resource === 'string' ? params.resource : undefined;
}

/**
 * PostgREST-compatible endpoints under /rest/v1: tables and views, and functions under /rpc.
 * Returns the same reads for the server's own page renderer, answered in-process (restReads.ts).
 */
export async function registerRestApi(app: FastifyInstance, ctx: ServerContext): Promise<RestReads> {
  const schema = new SchemaHolder(ctx.db, ctx.config.dbSchemas);
  await schema.reload();
  ctx.schemaChanged.add(() => schema.reload());
  const stopListening = await listenForReloads(ctx.db, schema);
  app.addHook('onClose', () => stopListening());
  const shared = { ctx, schema, readPlans: new ReadPlans(), patterns: new PatternShare() };

  // Bodies are read as text here so malformed JSON gets PostgREST's PGRST102, not Fastify's error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof RestError ? undefined : frameworkError(error);
    const { error: restError, unexpected } = known ? { error: known, unexpected: false } : toRestError(error, isAnonymous(request), targetTableOf(request));
    if (unexpected) request.log.error({ err: error }, 'REST request failed');
    return sendError(reply, restError);
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, new RestError(restErrors.invalidPath, `Invalid path specified in request URL: ${request.method} ${request.url.split('?')[0]}`)),
  );

  app.get('/', async (request, reply) => {
    await authenticate(ctx, request);
    const schemaName = requestSchema(ctx, request);
    nameProfile(ctx, reply, schemaName);
    return reply
      .header('content-type', 'application/openapi+json; charset=utf-8')
      .send(JSON.stringify(openApiDocument(schema.cache(schemaName))));
  });
  app.route({ method: ['GET', 'HEAD'], url: '/rpc/:fn', handler: (request, reply) => callFunction(shared, request as RpcRequest, reply, clientGone(reply)) });
  app.post('/rpc/:fn', (request, reply) => callFunction(shared, request as RpcRequest, reply, clientGone(reply)));
  app.route({ method: ['GET', 'HEAD'], url: '/:resource', handler: (request, reply) => readTable(shared, request as TableRequest, reply, clientGone(reply)) });
  app.post('/:resource', (request, reply) => insertRows(shared, request as TableRequest, reply));
  app.patch('/:resource', (request, reply) => updateRows(shared, request as TableRequest, reply));
  app.delete('/:resource', (request, reply) => deleteRows(shared, request as TableRequest, reply));
  return new RestReads(shared, app.log);
}
