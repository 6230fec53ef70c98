import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export interface DatabaseOptions {
  /** PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (DATA_DIR/db). */
  pgliteDir?: string;
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}
