import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './types';

function wrap(conn: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await conn.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WebAssembly) persisted in a folder: no install needed.
 * PGlite has one connection, so its own transaction() serialises writers; that is
 * enough for a small business and keeps the adapter honest about isolation.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates only the last folder of the path: on a fresh machine DATA_DIR does not exist yet.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One embedded engine: nothing to lose or reconnect.
    listen: (channel, onNotify) => pg.listen(channel, onNotify),
    close: () => pg.close(),
  };
}
