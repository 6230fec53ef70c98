import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './dataDirLock';
import { errorFromFields, type WorkerCommand, type WorkerReply, type WorkerRequest } from './pgliteProtocol';
import { queryCanceled, type CallerSignal, type Database, type PgError, type Queryable, type QueryResult, type TransactionOptions } from './types';
import { sqlStates } from '../../src/shared/errors/sqlStates';

/**
 * Embedded PostgreSQL (WebAssembly) persisted in a folder: no install needed.
 *
 * Concurrency guarantee, stated here once: PGlite has ONE connection, and this
 * adapter serialises every operation on it in one queue, in arrival order. An
 * operation is a lone query()/exec(), or a whole transaction(): the transaction
 * holds the connection from its BEGIN until its callback settles and it has
 * committed or rolled back, so no other statement (a lone query included) ever
 * runs between its statements or sees its role, settings or aborted state.
 * A query() inside a transaction's callback on the Database instead of on the
 * transaction's handle would wait for the transaction itself: always use tx.
 *
 * The engine runs in a worker thread (server/db/pgliteWorker.ts) so a slow
 * statement never blocks the event loop serving pages and other requests. PGlite
 * ignores statement_timeout and cannot cancel a running statement, so a statement
 * of a transaction given a limit (TransactionOptions) that runs past it ends the
 * worker: the statement fails with SQLSTATE 57014 as on PostgreSQL, a fresh worker
 * reopens the same folder (PGlite recovers from its WAL as after a crash, so every
 * committed transaction is kept) and the queue goes on. Without a folder (in
 * memory) such a restart would start from an empty database.
 *
 * A caller who leaves (the HTTP client disconnected) does not restart the engine:
 * a restart costs every visitor over a second (WAL recovery), and any client could
 * cause one by hanging up. Its statement runs on to its end or to its time limit,
 * like any other; one with no limit (service_role) is given `abandonedStatementMs`,
 * then treated as hung. A restart of our own loses no notification (every operation
 * before the cut one was acknowledged, its NOTIFYs sent ahead of that answer), so
 * listeners are told of a reconnection only when a worker died by itself.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Two engines on one folder would each overwrite the other's pages: a second process is refused.
  const unlock = dataDir ? await lockDataDir(path.resolve(dataDir)) : () => undefined;
  const engine = new PgliteEngine(dataDir);
  try {
    await engine.ensureReady();
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    query: (sql, params) => engine.schedule((session) => session.query(sql, params)),
    exec: (sql) => engine.schedule((session) => session.exec(sql)),
    transaction: (fn, options) => engine.schedule((session) => runTransaction(session, fn, options ?? {}), options?.signal, options?.background),
    // In-process: a round trip to the worker costs little, so the statement runs as any transaction.
    statement: (sql, params, options) =>
      engine.schedule((session) => runTransaction(session, (tx) => tx.query(sql, params), options ?? {}), options?.signal, options?.background),
    listen: (channel, onNotify, onReconnect) => engine.listen(channel, onNotify, onReconnect),
    restarts: () => engine.restarts,
    close: () => engine.close().finally(unlock),
  };
}

async function runTransaction<T>(session: Session, fn: (tx: Queryable) => Promise<T>, options: TransactionOptions): Promise<T> {
  const limits = { timeoutMs: options.statementTimeoutMs, signal: options.signal };
  const tx: Queryable = {
    query: (sql, params) => session.query(sql, params, limits),
    exec: (sql) => session.exec(sql, limits),
  };
  let result: T;
  try {
    // A setup the database refuses leaves the transaction open and aborted: rolled back below.
    await session.exec(options.setup ? `begin; ${options.setup}` : 'begin');
    result = await fn(tx);
  } catch (error) {
    // After a restart the transaction died with the old worker: nothing to roll back.
    if (session.alive) await session.exec('rollback').catch(() => undefined);
    throw error;
  }
  // COMMIT is never cut short: once it returns, the write is acknowledged and durable.
  await session.exec('commit');
  return result;
}

interface Limits {
  timeoutMs?: number;
  signal?: CallerSignal;
}

/** How long a statement with no time limit may run on once its caller has left, before the engine is restarted. */
const abandonedStatementMs = 5_000;

const connectionLost = (): PgError =>
  Object.assign(new Error('connection to the embedded database was restarted'), { code: sqlStates.connectionFailure });

/** The connection as one queued operation sees it: bound to the worker its first statement ran on. */
class Session {
  private generation?: number;

  constructor(private readonly engine: PgliteEngine) {}

  /** False once the worker this session used has ended, taking the open transaction with it. */
  get alive(): boolean {
    return this.generation === undefined || this.generation === this.engine.generation;
  }

  async query<Row>(sql: string, params: unknown[] = [], limits: Limits = {}): Promise<QueryResult<Row>> {
    const reply = await this.send({ kind: 'query', sql, params }, limits);
    return { rows: reply.rows as Row[], affectedRows: reply.affectedRows };
  }

  async exec(sql: string, limits: Limits = {}): Promise<void> {
    await this.send({ kind: 'exec', sql }, limits);
  }

  async close(): Promise<void> {
    await this.send({ kind: 'close' }, {});
  }

  async listen(channel: string, listening: boolean): Promise<void> {
    await this.send({ kind: listening ? 'listen' : 'unlisten', channel }, {});
  }

  private async send(request: WorkerCommand, limits: Limits) {
    // A statement after a restart would run outside its transaction, autocommitted: refuse it.
    if (!this.alive) throw connectionLost();
    if (limits.signal?.aborted) throw queryCanceled('user request');
    await this.engine.ensureReady();
    this.generation ??= this.engine.generation;
    if (!this.alive) throw connectionLost();
    return this.engine.call(request, limits);
  }
}

interface Pending {
  resolve(reply: { rows: unknown[]; affectedRows: number }): void;
  reject(error: Error): void;
}

interface Job {
  run(session: Session): Promise<void>;
  /** Waits behind every ordinary job (TransactionOptions.background). */
  background?: boolean;
}

interface Listener {
  onNotify(payload: string): void;
  onReconnect?(): void;
}

let engineModule: WebAssembly.Module | undefined;

/**
 * PGlite's WebAssembly engine, compiled once per process and handed to every worker: compiling it
 * again in each new thread (a reopening after a statement past its limit, each test file's own
 * database) cost about 0.4 s of CPU per opening, measured on this 2-core machine. A compiled
 * module is shared between threads of one process without copying its code.
 */
function compiledEngine(): WebAssembly.Module {
  if (!engineModule) {
    const distDir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    engineModule = new WebAssembly.Module(readFileSync(path.join(distDir, 'pglite.wasm')));
  }
  return engineModule;
}

const workerFile = new URL('./pgliteWorker.ts', import.meta.url);

/**
 * The engine's thread. Node 22.18+ strips the worker's types itself (the worker and the one module it
 * imports use erasable syntax only, and name that module with its .ts extension): starting a thread
 * that way took 0.15 s, against 0.5 s through tsx's loader, and each test file opens a database. An
 * older Node 22 loads the worker through tsx, so it runs under `npm start`, vitest and the scripts alike.
 */
function startWorker(workerData: { dataDir: string | undefined; engine: WebAssembly.Module }): Worker {
  if (process.features.typescript) return new Worker(workerFile, { workerData });
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(require.resolve('tsx/package.json').replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

class PgliteEngine {
  /** Bumped whenever a worker ends: a session begun on an older one lost its transaction. */
  generation = 0;
  /** Workers ended by this adapter (a statement past its limit) since the engine opened. */
  restarts = 0;
  private worker?: Worker;
  /** The current worker's opening, or its replacement's; undefined when none is running or starting. */
  private ready?: Promise<void>;
  private readonly inFlight = new Map<number, Pending>();
  private nextId = 1;
  private readonly queue: Job[] = [];
  private running = false;
  private closed = false;
  /** LISTENs by channel: a new worker (after a restart) listens again to each. */
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly dataDir: string | undefined) {}

  ensureReady(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('cannot use a closed database'));
    if (!this.ready) {
      const ready = this.start();
      this.ready = ready;
      // A failed opening is reported to its callers; the next operation tries again.
      ready.catch(() => {
        if (this.ready === ready) this.ready = undefined;
      });
    }
    return this.ready;
  }

  /** `quietly`: the previous worker was ended by this adapter, and no NOTIFY can have been lost with it. */
  private start(quietly = false): Promise<void> {
    const worker = startWorker({ dataDir: this.dataDir, engine: compiledEngine() });
    this.worker = worker;
    // An idle worker must not keep a script alive; one with a statement in flight must.
    worker.unref();
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.kind === 'notify') {
          for (const listener of this.listeners.get(reply.channel) ?? []) listener.onNotify(reply.payload);
          return;
        }
        if (reply.kind === 'ready') {
          this.listenAgain(worker, quietly);
          return resolve();
        }
        if (reply.kind === 'open-failed') return reject(errorFromFields(reply.error));
        const pending = this.inFlight.get(reply.id);
        if (!pending) return;
        this.inFlight.delete(reply.id);
        if (this.inFlight.size === 0) worker.unref();
        if (reply.kind === 'done') pending.resolve(reply);
        else pending.reject(errorFromFields(reply.error));
      });
      worker.on('error', (error) => {
        reject(error);
        this.lose(worker, Object.assign(connectionLost(), { cause: error }));
      });
      worker.on('exit', () => {
        reject(connectionLost());
        this.lose(worker, connectionLost());
      });
    });
  }

  /**
   * A replacement worker listens to the channels its predecessor did; after a crash, listeners are
   * told they may have missed something (the page cache then empties itself).
   */
  private listenAgain(worker: Worker, quietly: boolean): void {
    if (this.generation === 0) return;
    for (const [channel, listeners] of this.listeners) {
      // Sent ahead of any queued statement; the answer needs no one waiting for it.
      worker.postMessage({ kind: 'listen', channel, id: this.nextId++ } as WorkerRequest);
      if (!quietly) for (const listener of listeners) listener.onReconnect?.();
    }
  }

  async listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const listener: Listener = { onNotify, onReconnect };
    let channelListeners = this.listeners.get(channel);
    if (!channelListeners) {
      channelListeners = new Set();
      this.listeners.set(channel, channelListeners);
      await this.schedule((session) => session.listen(channel, true));
    }
    channelListeners.add(listener);
    return async () => {
      channelListeners.delete(listener);
      if (channelListeners.size > 0 || this.listeners.get(channel) !== channelListeners) return;
      this.listeners.delete(channel);
      if (!this.closed) await this.schedule((session) => session.listen(channel, false)).catch(() => undefined);
    };
  }

  /** A worker ended (crash, failed opening, terminate): its statements fail, the next operation starts another. */
  private lose(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
    this.generation += 1;
    for (const pending of this.inFlight.values()) pending.reject(error);
    this.inFlight.clear();
  }

  /** Ends the worker now (its running statement fails with `reason`) and opens the same folder again. */
  private restart(reason: Error): void {
    const old = this.worker;
    if (!old) return;
    this.lose(old, reason);
    this.restarts += 1;
    if (this.closed) return;
    // The new engine opens the folder only once the old thread has stopped touching it.
    const ready = old.terminate().then(() => this.start(true));
    this.ready = ready;
    ready.catch(() => {
      if (this.ready === ready) this.ready = undefined;
    });
  }

  async call(request: WorkerCommand, limits: Limits = {}): Promise<{ rows: unknown[]; affectedRows: number }> {
    const worker = this.worker!;
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    // A caller leaving changes nothing for a statement with a limit: it ends by itself or at its limit.
    const onAbort = () => {
      timer = setTimeout(() => this.restart(queryCanceled('user request')), abandonedStatementMs);
    };
    const limited = Boolean(limits.timeoutMs);
    try {
      return await new Promise((resolve, reject) => {
        this.inFlight.set(id, { resolve, reject });
        if (this.inFlight.size === 1) worker.ref();
        worker.postMessage({ ...request, id } as WorkerRequest);
        if (limited) timer = setTimeout(() => this.restart(queryCanceled('statement timeout')), limits.timeoutMs);
        else limits.signal?.addEventListener('abort', onAbort, { once: true });
      });
    } finally {
      clearTimeout(timer);
      limits.signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Queues an operation; it runs alone on the connection. A signal aborted while it waits drops it.
   * An ordinary operation goes ahead of the background ones waiting; among their own kind, in order.
   */
  schedule<T>(operation: (session: Session) => Promise<T>, signal?: CallerSignal, background = false): Promise<T> {
    if (this.closed) return Promise.reject(new Error('cannot use a closed database'));
    if (signal?.aborted) return Promise.reject(queryCanceled('user request'));
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        const index = this.queue.indexOf(job);
        if (index < 0) return;
        this.queue.splice(index, 1);
        reject(queryCanceled('user request'));
      };
      const job: Job = {
        background,
        run: async (session) => {
          signal?.removeEventListener('abort', onAbort);
          await operation(session).then(resolve, reject);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const firstBackground = background ? -1 : this.queue.findIndex((waiting) => waiting.background);
      if (firstBackground < 0) this.queue.push(job);
      else this.queue.splice(firstBackground, 0, job);
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) await job.run(new Session(this));
    } finally {
      this.running = false;
    }
  }

  /** Waits for the queued operations, then closes the engine cleanly (a checkpoint, no recovery at next start). */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.schedule(async (session) => {
      if (this.worker) await session.close();
      this.closed = true;
    }).catch(() => undefined);
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    this.generation += 1;
    await worker?.terminate();
  }
}
