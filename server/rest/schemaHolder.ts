import { forgetRoleSettings } from '../db/runAs';
import type { Database } from '../db/types';
import { loadSchemaCache, type DbFunction, type SchemaCache, type Table } from './schemaCache';

/** Least time between two reloads caused by a request naming something unknown. */
const lazyReloadMs = 5_000;

/**
 * The current schema cache. Reloaded when ctx.schemaChanged is called and, at
 * most every few seconds, when a request names a table or function it lacks
 * (a migration applied by another process).
 */
export class SchemaHolder {
  private current: SchemaCache = { tables: new Map(), functions: new Map() };
  private lastLoad = 0;
  private loading?: Promise<void>;

  constructor(private readonly db: Database) {}

  get schema(): SchemaCache {
    return this.current;
  }

  /**
   * The catalogue queries run in one transaction so they read one snapshot of the
   * schema (and on PostgreSQL on one pooled connection). Nothing can slip between a
   * transaction's statements on either engine: see the PGlite adapter's guarantee
   * in server/db/pglite.ts.
   */
  reload(): Promise<void> {
    if (!this.loading) this.lastLoad = Date.now();
    // A migration may have changed the roles' settings (statement_timeout) too.
    forgetRoleSettings(this.db);
    this.loading ??= this.db
      .transaction((tx) => loadSchemaCache(tx))
      .then((schema) => {
        this.current = schema;
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }

  async table(name: string): Promise<Table | undefined> {
    const found = this.current.tables.get(name);
    if (found || Date.now() - this.lastLoad < lazyReloadMs) return found;
    await this.reload().catch(() => undefined);
    return this.current.tables.get(name);
  }

  async functions(name: string): Promise<DbFunction[] | undefined> {
    const found = this.current.functions.get(name);
    if (found || Date.now() - this.lastLoad < lazyReloadMs) return found;
    await this.reload().catch(() => undefined);
    return this.current.functions.get(name);
  }
}
