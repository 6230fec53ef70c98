import { forgetRoleSettings } from '../db/runAs';
import type { Database } from '../db/types';
import { loadSchemaCaches } from './schemaCache';
import type { DbFunction, SchemaCache, Table } from './schemaTypes';

/** Least time between two reloads caused by a request naming something unknown. */
const lazyReloadMs = 5_000;

/**
 * The current schema cache. Reloaded on `NOTIFY pgrst` (listenForReloads), when
 * ctx.schemaChanged is called and, at most every few seconds, when a request
 * names a table or function it lacks.
 */
export class SchemaHolder {
  private current = new Map<string, SchemaCache>();
  private lastLoad = 0;
  private loading?: Promise<void>;

  /** `schemas`: the exposed ones (DB_SCHEMAS), the first being the default. */
  constructor(
    private readonly db: Database,
    readonly schemas: string[] = ['public'],
  ) {}

  /** The cache of an exposed schema (empty until the first load). */
  cache(schema: string): SchemaCache {
    return this.current.get(schema) ?? { tables: new Map(), functions: new Map() };
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
      .transaction((tx) => loadSchemaCaches(tx, this.schemas))
      .then((caches) => {
        this.current = caches;
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }

  async table(schema: string, name: string): Promise<Table | undefined> {
    const found = this.cache(schema).tables.get(name);
    if (found || Date.now() - this.lastLoad < lazyReloadMs) return found;
    await this.reload().catch(() => undefined);
    return this.cache(schema).tables.get(name);
  }

  async functions(schema: string, name: string): Promise<DbFunction[] | undefined> {
    const found = this.cache(schema).functions.get(name);
    if (found || Date.now() - this.lastLoad < lazyReloadMs) return found;
    await this.reload().catch(() => undefined);
    return this.cache(schema).functions.get(name);
  }
}

/**
 * PostgREST's own convention, so the same command works on hosted Supabase:
 * `NOTIFY pgrst, 'reload schema'` (or an empty payload) reloads the schema
 * cache of every server process on the database, `'reload config'` the roles'
 * settings. The migration runner sends it (server/db/migrate.ts); an operator
 * who changes the schema from a SQL console sends it too. A lost listening
 * connection may have missed one: reload when it is back.
 */
export function listenForReloads(db: Database, schema: SchemaHolder): Promise<() => Promise<void>> {
  const reload = () => void schema.reload().catch(() => undefined);
  return db.listen(
    'pgrst',
    (payload) => {
      if (payload === 'reload config') forgetRoleSettings(db);
      else if (payload === '' || payload === 'reload schema') reload();
    },
    reload,
  );
}
