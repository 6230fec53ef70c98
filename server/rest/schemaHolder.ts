import type { Queryable } from '../db/types';
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

  constructor(private readonly db: Queryable) {}

  get schema(): SchemaCache {
    return this.current;
  }

  reload(): Promise<void> {
    this.loading ??= loadSchemaCache(this.db)
      .then((schema) => {
        this.current = schema;
        this.lastLoad = Date.now();
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }

  async table(name: string): Promise<Table | undefined> {
    const found = this.current.tables.get(name);
    if (found || Date.now() - this.lastLoad < lazyReloadMs) return found;
    await this.reload();
    return this.current.tables.get(name);
  }

  async functions(name: string): Promise<DbFunction[] | undefined> {
    const found = this.current.functions.get(name);
    if (found || Date.now() - this.lastLoad < lazyReloadMs) return found;
    await this.reload();
    return this.current.functions.get(name);
  }
}
