import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types';

// Let PostgreSQL hand us text for the types JavaScript numbers would mangle;
// the REST layer serialises rows to JSON in SQL anyway.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
