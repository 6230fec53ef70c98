import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './types';

const platformSqlPath = fileURLToPath(new URL('./platform.sql', import.meta.url));
const migrationName = /^(\d{14})_([a-z0-9_]+)\.sql$/;

class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`La migration ${file} a échoué : ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * Several server processes may start together on one PostgreSQL: each step
 * below runs in a transaction that first takes this advisory lock, so the
 * others wait, then find the step done and skip it, instead of applying the
 * same file twice ("relation already exists", "tuple concurrently updated").
 * A transaction-level lock: released by commit or rollback, whatever connection
 * of a pool runs it.
 */
const schemaLockKey = 7_061_827_301;

async function lockSchema(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [schemaLockKey]);
}

/**
 * Creates what hosted Supabase provides (roles, auth schema), only where missing. Run again only when
 * platform.sql changed since it was last applied to this database (its SHA-256 is recorded): the whole
 * file takes ~0.5 s on PGlite, paid by every start and every restart of the embedded engine otherwise.
 */
export async function applyPlatform(db: Database): Promise<void> {
  const sql = await readFile(platformSqlPath, 'utf8');
  const checksum = createHash('sha256').update(sql).digest('hex');
  if ((await appliedPlatformChecksum(db)) === checksum) return;
  try {
    await db.transaction(async (tx) => {
      await lockSchema(tx);
      await tx.exec(sql);
      await tx.query('delete from supabase_migrations.platform_applied');
      await tx.query('insert into supabase_migrations.platform_applied (checksum) values ($1)', [checksum]);
    });
  } catch (error) {
    throw new MigrationError('platform.sql', error);
  }
}

/** The checksum of the platform.sql last applied here; null on a new database or one from before it was recorded. */
async function appliedPlatformChecksum(db: Database): Promise<string | null> {
  const { rows } = await db.query<{ present: boolean }>("select to_regclass('supabase_migrations.platform_applied') is not null as present");
  if (!rows[0]?.present) return null;
  const applied = await db.query<{ checksum: string }>('select checksum from supabase_migrations.platform_applied limit 1');
  return applied.rows[0]?.checksum ?? null;
}

/**
 * Applies supabase/migrations/*.sql in name order, each once and in its own
 * transaction, recording it as the Supabase CLI does. Stops at the first failure.
 * Returns the names applied now.
 */
export async function applyMigrations(db: Database, migrationsDir: string): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(done.rows.map((row) => row.version));
  const appliedNow: string[] = [];
  for (const file of files) {
    const match = migrationName.exec(file);
    if (!match) throw new MigrationError(file, new Error('nom attendu : AAAAMMJJHHMMSS_description.sql'));
    const [, version, name] = match;
    if (applied.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    try {
      const appliedHere = await db.transaction(async (tx) => {
        await lockSchema(tx);
        // Another process may have applied it while this one waited for the lock.
        const done = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version]);
        if (done.rows.length > 0) return false;
        await runAsMigrationRole(tx, sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, name]);
        // Every server process on this database (and PostgREST on hosted Supabase) reloads its schema cache at commit.
        await tx.query("select pg_notify('pgrst', 'reload schema')");
        return true;
      });
      if (appliedHere) appliedNow.push(file);
    } catch (error) {
      throw new MigrationError(file, error);
    }
  }
  return appliedNow;
}

/** The role the migrations run as on the bundled platform: hosted Supabase's `postgres`, not a superuser (platform.sql). */
export const migrationRole = 'hosted_postgres';

/**
 * The service roles whose objects a migration file may change through the extra rights hosted's
 * supautils extension gives postgres (policies on storage's tables, dropping a trigger of auth.users),
 * each declared by a line `-- supautils: <role> …` of the file: nothing else is allowed beyond plain
 * PostgreSQL's rights, so a migration that needs more fails here as it would on hosted.
 */
function supautilsRoles(sql: string): string[] {
  const roles = [...sql.matchAll(/^-- supautils: (supabase_auth_admin|supabase_storage_admin)\b/gm)].map((match) => match[1]);
  return [...new Set(roles)];
}

/**
 * Runs a migration file as hosted_postgres when connected as a superuser (the bundled platform);
 * as the connection's own role otherwise (a hosted project's postgres is that role already). The
 * roles the file declares (supautilsRoles) are lent for this file only, in its transaction.
 */
async function runAsMigrationRole(tx: Queryable, sql: string): Promise<void> {
  const { rows } = await tx.query<{ step_down: boolean }>(
    `select (select rolsuper from pg_roles where rolname = current_user) and exists (select 1 from pg_roles where rolname = $1) as step_down`,
    [migrationRole],
  );
  if (!rows[0]?.step_down) {
    await tx.exec(sql);
    return;
  }
  const lent = supautilsRoles(sql);
  for (const role of lent) await tx.query(`grant ${role} to ${migrationRole}`);
  await tx.query(`set local role ${migrationRole}`);
  await tx.exec(sql);
  await tx.query('reset role');
  for (const role of lent) await tx.query(`revoke ${role} from ${migrationRole}`);
}

/** Loads the seed file once, on the first start of a database. */
export async function applySeed(db: Database, seedFile: string): Promise<boolean> {
  const seen = await db.query('select 1 from supabase_migrations.seed_files where path = $1', ['seed.sql']);
  if (seen.rows.length > 0) return false;
  const sql = await readFile(seedFile, 'utf8').catch(() => '');
  try {
    return await db.transaction(async (tx) => {
      await lockSchema(tx);
      const seenMeanwhile = await tx.query('select 1 from supabase_migrations.seed_files where path = $1', ['seed.sql']);
      if (seenMeanwhile.rows.length > 0) return false;
      if (sql.trim()) await tx.exec(sql);
      await tx.query('insert into supabase_migrations.seed_files (path) values ($1)', ['seed.sql']);
      return true;
    });
  } catch (error) {
    throw new MigrationError('seed.sql', error);
  }
}
