import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationRole } from '../../server/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

/**
 * The bundled platform as strict as hosted Supabase (issue 35): the migrations run as a role with
 * hosted postgres's rights, which owns neither auth nor storage, so a migration that needs more fails
 * here before it fails on a hosted project.
 */
describe('migrations run as hosted postgres, not as the owner of auth and storage', () => {
  let test: TestDatabase;
  let folders: string[] = [];
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.destroy();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  /** Applies one migration file of its own (a version after every real one) to the migrated database. */
  async function apply(version: string, sql: string): Promise<string[]> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'ouaga-migration-'));
    folders = [...folders, folder];
    await writeFile(path.join(folder, `${version}_probe.sql`), `-- A probe of the migration role.\n${sql}`);
    return applyMigrations(test.db, folder);
  }

  it('gives auth and storage to their services, and the migrations a role that is no superuser', async () => {
    const { rows } = await test.db.query<Record<string, unknown>>(
      `select (select nspowner::regrole::text from pg_namespace where nspname = 'auth') as auth_owner,
              (select relowner::regrole::text from pg_class where oid = 'auth.users'::regclass) as users_owner,
              (select nspowner::regrole::text from pg_namespace where nspname = 'storage') as storage_owner,
              (select relowner::regrole::text from pg_class where oid = 'storage.buckets'::regclass) as buckets_owner,
              (select rolsuper from pg_roles where rolname = $1) as superuser,
              (select relowner::regrole::text from pg_class where oid = 'public.appointments'::regclass) as appointments_owner`,
      [migrationRole],
    );
    expect(rows[0]).toEqual({
      auth_owner: 'supabase_auth_admin',
      users_owner: 'supabase_auth_admin',
      storage_owner: 'supabase_storage_admin',
      buckets_owner: 'supabase_storage_admin',
      superuser: false,
      appointments_owner: migrationRole,
    });
  });

  it('refuses a migration that alters auth.users or creates in auth, and records nothing of it', async () => {
    await expect(apply('20991231000001', 'alter table auth.users add column nickname text;')).rejects.toThrow(/must be owner of table users/);
    await expect(apply('20991231000002', 'create table auth.extras (id integer);')).rejects.toThrow(/permission denied for schema auth/);
    await expect(apply('20991231000003', "create policy probe on storage.buckets for select using (true);")).rejects.toThrow(/must be owner of table buckets/);
    const recorded = await test.db.query("select version from supabase_migrations.schema_migrations where version like '2099%'");
    expect(recorded.rows).toEqual([]);
  });

  it('lets a migration put a trigger on auth.users, and drop one only where the file declares supautils rights', async () => {
    const trigger = `create function public.probe_user_created() returns trigger language plpgsql set search_path = '' as $$ begin return null; end; $$;
      create trigger probe_user_created after insert on auth.users for each statement execute function public.probe_user_created();`;
    expect(await apply('20991231000010', trigger)).toEqual(['20991231000010_probe.sql']);
    await expect(apply('20991231000011', 'drop trigger probe_user_created on auth.users;')).rejects.toThrow(/must be owner of (relation|table) users/);
    const declared = '-- supautils: supabase_auth_admin (drop trigger on auth.users)\ndrop trigger probe_user_created on auth.users;';
    expect(await apply('20991231000012', declared)).toEqual(['20991231000012_probe.sql']);
    // Lent for that file only.
    const member = await test.db.query<{ member: boolean }>(`select pg_has_role($1, 'supabase_auth_admin', 'MEMBER') as member`, [migrationRole]);
    expect(member.rows[0].member).toBe(false);
  });

  it('gives what a migration creates in public the project’s default privileges, as on hosted', async () => {
    await apply('20991231000020', 'create table public.probe_rows (id integer primary key); alter table public.probe_rows enable row level security;');
    const { rows } = await test.db.query<Record<string, unknown>>(
      `select (select relowner::regrole::text from pg_class where oid = 'public.probe_rows'::regclass) as owner,
              has_table_privilege('anon', 'public.probe_rows', 'SELECT') as anon_select`,
    );
    expect(rows[0]).toEqual({ owner: migrationRole, anon_select: true });
  });

  it('schedules no job where pg_cron is absent: the bundled server’s worker runs them', async () => {
    const { rows } = await test.db.query<{ scheduled: string[] }>('select private.schedule_jobs() as scheduled');
    expect(rows[0].scheduled).toEqual([]);
  });
});
