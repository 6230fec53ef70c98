import pg from 'pg';
import { oneMessage } from './oneMessage';
import { queryCanceled, type CallerSignal, type Database, type Queryable, type QueryResult, type TransactionOptions } from './types';

// Let PostgreSQL hand us text for the types JavaScript numbers would mangle;
// the REST layer serialises rows to JSON in SQL anyway.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

function wrap(client: pg.Pool | pg.PoolClient, signal?: CallerSignal): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      if (signal?.aborted) throw queryCanceled('user request');
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      if (signal?.aborted) throw queryCanceled('user request');
      await client.query(sql);
    },
  };
}

/**
 * Cancels what a backend is running, from a connection of its own: the pool may be
 * full of the very statements that need cancelling.
 */
async function cancelBackend(connectionString: string, pid: number): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select pg_cancel_backend($1)', [pid]);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A PostgreSQL server through a connection pool (DATABASE_URL). The server enforces
 * statement_timeout itself (runAs sets the role's value per transaction), so
 * TransactionOptions.statementTimeoutMs needs nothing here.
 */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  // A bounded wait for a connection: with the database down, requests fail fast (503) instead of hanging.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one, from its first moment: a backend killed while no query waits on it
  // (in the same packet as its connection's readiness, or between two statements) makes
  // node-postgres emit 'error', and pg-pool stops listening while a client is checked out.
  // The request learns of the loss from its failing query; the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1');

  /**
   * Lends a pooled connection to `work`, with what both kinds of transaction need: the
   * caller leaving cancels the backend's statement, a failure runs `recover` (undo what
   * the failed work left on the connection), and a connection that cannot be trusted
   * after that is closed rather than handed to the next request.
   */
  async function withClient<T>(signal: CallerSignal | undefined, work: (client: pg.PoolClient) => Promise<T>, recover: string): Promise<T> {
    if (signal?.aborted) throw queryCanceled('user request');
    const client = await pool.connect();
    // The caller left: stop the backend's statement rather than let it run to its end.
    let cancelling: Promise<void> | undefined;
    const pid = (client as unknown as { processID: number }).processID;
    const cancel = () => {
      cancelling ??= cancelBackend(connectionString, pid).catch(() => undefined);
    };
    signal?.addEventListener('abort', cancel, { once: true });
    let broken: Error | undefined;
    try {
      if (signal?.aborted) throw queryCanceled('user request');
      return await work(client);
    } catch (error) {
      await client.query(recover).catch((recoverError: Error) => {
        broken = recoverError;
      });
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
      if (cancelling) {
        // A late cancel must not hit the next transaction on this connection: wait for it, then drop the connection.
        await cancelling;
        broken ??= new Error('cancelled');
      }
      // A client whose recovery failed is not reused: the pool opens a fresh connection.
      client.release(broken);
    }
  }

  const database: Database = {
    kind: 'postgres',
    ...wrap(pool),
    transaction(fn, options = {}) {
      const { signal } = options;
      return withClient(
        signal,
        async (client) => {
          // One simple-protocol message for both: a round trip less per request.
          await client.query(options.setup ? `begin; ${options.setup}` : 'begin');
          const result = await fn(wrap(client, signal));
          await client.query('commit');
          return result;
        },
        'rollback',
      );
    },
    async statement<Row>(sql: string, params: unknown[], options: TransactionOptions = {}): Promise<QueryResult<Row>> {
      const message = oneMessage(sql, params, options.setup);
      if (message === undefined) return database.transaction((tx) => tx.query<Row>(sql, params), options);
      return withClient(
        options.signal,
        async (client) => {
          // A message of several statements answers with one result each: the EXECUTE is next to last.
          const results = (await client.query(message)) as unknown as pg.QueryResult[];
          const executed = results[results.length - 2];
          return { rows: executed.rows as Row[], affectedRows: executed.rowCount ?? 0 };
        },
        // The implicit transaction is already rolled back; a prepared statement outlives it.
        'deallocate all',
      );
    },
    listen: (channel, onNotify, onReconnect) => listenOn(connectionString, channel, onNotify, onReconnect),
    close: () => pool.end(),
  };
  return database;
}

const reconnectDelayMs = 2_000;

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled
 * one would be handed to other requests). A lost connection is opened again
 * after a pause, and the caller told, since notifications sent meanwhile are lost.
 */
async function listenOn(connectionString: string, channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const quotedChannel = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      setTimeout(retry, reconnectDelayMs).unref();
    });
    await next.connect();
    await next.query(`listen ${quotedChannel}`);
    client = next;
  };
  const retry = (): void => {
    if (stopped) return;
    connect().then(
      () => onReconnect?.(),
      () => setTimeout(retry, reconnectDelayMs).unref(),
    );
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
