import { mkdir } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
// With its extension: Node runs this file itself, stripping its types (server/db/pglite.ts, startWorker).
import { errorFields, type WorkerReply, type WorkerRequest } from './pgliteProtocol.ts';
import { sqlStates } from '../../src/shared/errors/sqlStates.ts';

/**
 * The embedded PostgreSQL in a thread of its own: its WebAssembly engine runs
 * synchronously, so on the main thread one slow statement would stall every
 * request, static files included. This thread only runs what the adapter
 * (server/db/pglite.ts) sends, one message at a time, in the order sent.
 */
const port = parentPort!;
const { dataDir, engine } = workerData as { dataDir?: string; engine?: WebAssembly.Module };
const send = (reply: WorkerReply) => port.postMessage(reply);
const stopListening = new Map<string, () => Promise<void>>();

async function open(): Promise<PGlite> {
  // PGlite creates only the last folder of the path: on a fresh machine DATA_DIR does not exist yet.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Contrib extensions must be loaded here for `create extension` to find them (catalogue typos: pg_trgm).
  const extensions = { pg_trgm };
  // The engine compiled once by the adapter's process (server/db/pglite.ts, compiledEngine).
  const options = { extensions, pgliteWasmModule: engine };
  const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pg.waitReady;
  return pg;
}

try {
  const pg = await open();
  port.on('message', (request: WorkerRequest) => {
    void answer(pg, request);
  });
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'open-failed', error: errorFields(error) });
}

async function answer(pg: PGlite, request: WorkerRequest): Promise<void> {
  try {
    if (request.kind === 'query') {
      const result = await pg.query(request.sql, request.params);
      send({ id: request.id, kind: 'done', rows: result.rows, affectedRows: result.affectedRows ?? 0 });
    } else if (request.kind === 'exec') {
      await pg.exec(request.sql);
      send({ id: request.id, kind: 'done', rows: [], affectedRows: 0 });
    } else if (request.kind === 'listen') {
      const { channel } = request;
      if (!stopListening.has(channel)) stopListening.set(channel, await pg.listen(channel, (payload) => send({ kind: 'notify', channel, payload })));
      send({ id: request.id, kind: 'done', rows: [], affectedRows: 0 });
    } else if (request.kind === 'unlisten') {
      await stopListening.get(request.channel)?.();
      stopListening.delete(request.channel);
      send({ id: request.id, kind: 'done', rows: [], affectedRows: 0 });
    } else {
      await pg.close();
      send({ id: request.id, kind: 'done', rows: [], affectedRows: 0 });
      port.close();
    }
  } catch (error) {
    send({ id: request.id, kind: 'failed', error: withSqlState(error) });
  }
}

/**
 * PGlite converts bind parameters in JavaScript and throws a plain Error for a value its
 * type cannot take (`Invalid input for boolean type`); PostgreSQL refuses the same value
 * with SQLSTATE 22P02, which the API answers as a 400. Give it that code.
 */
function withSqlState(error: unknown) {
  const fields = errorFields(error);
  if (!fields.code && /^Invalid input for \w+ type/.test(fields.message)) fields.code = sqlStates.invalidTextRepresentation;
  return fields;
}
