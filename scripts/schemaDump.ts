import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The schema as `pg_dump --schema-only` prints it for a migrated database, made stable across runs
 * and machines: no owners (the role that ran the migrations differs between a laptop and a hosted
 * project), no version banner, no session settings, no bookkeeping of which migrations ran.
 * supabase/schema.sql holds it (npm run schema), and tests/integration/schemaFile.test.ts checks it
 * is what the migrations build, so a reader sees the schema whole and a review sees a changed
 * function as a diff of that function.
 */
export async function dumpSchema(databaseUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    ['--schema-only', '--no-owner', '--no-comments', '--exclude-schema=supabase_migrations', '--dbname', databaseUrl],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return normalizeSchema(stdout);
}

export function normalizeSchema(dump: string): string {
  const kept = dump
    .split('\n')
    .filter((line) => !/^-- Dumped (from|by) /.test(line))
    // pg_dump's guard against a malicious server: a random key on every run.
    .filter((line) => !/^\\(un)?restrict /.test(line))
    .filter((line) => !/^SET [a-z_]+ = /.test(line) && !line.startsWith("SELECT pg_catalog.set_config('search_path'"))
    .join('\n');
  const header = '-- The whole schema the migrations build, as pg_dump --schema-only prints it. Generated: npm run schema.\n';
  return `${header}${kept.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
