import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres';
import { NoRealtimeSocket } from '../../server/http/site/renderClient';
import { applyMigrations } from '../../server/db/migrate';
import { projectRoot, startServer, type RunningServer } from '../../server/server';
import { adminQuery, testDatabaseKind, uniqueName, withDatabase } from '../helpers/databases';

const jwtSecret = 'two-processes-secret-long-enough-for-hs256';

/**
 * Several server processes on one PostgreSQL, as ARCHITECTURE.md allows: two
 * servers (in this process, each with its own pool, caches and listeners, as
 * two processes have) started together on a new, empty database.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('two server processes on one PostgreSQL database', () => {
  const name = uniqueName('twoproc');
  let databaseUrl: string;
  let dataDirs: string[] = [];
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    databaseUrl = withDatabase(process.env.TEST_DATABASE_URL!, name);
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'ouaga-twoproc-'))));
    // Started at the same instant: both apply the platform, migrations and seed.
    servers = await Promise.all(
      dataDirs.map((dataDir) =>
        startServer(
          readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: 'silent', MAILER_AUTOCONFIRM: 'true' }),
          { distDir: null },
        ),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await adminQuery(`drop database if exists ${name} with (force)`);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const clientOf = (server: RunningServer, key = server.ctx.keys.anonKey) =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtimeSocket as unknown as typeof WebSocket },
    });

  it('both come up: migrations and seed applied once, under a lock, and the same rows served by either', async () => {
    const migrations = (await readdir(path.join(projectRoot, 'supabase/migrations'))).filter((file) => file.endsWith('.sql'));
    const check = await openPostgres(databaseUrl, 1);
    try {
      const recorded = await check.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
      expect(recorded.rows[0].n).toBe(migrations.length);
      const seeded = await check.query<{ n: number }>('select count(*)::int as n from supabase_migrations.seed_files');
      expect(seeded.rows[0].n).toBe(1);
    } finally {
      await check.close();
    }
    // One secret, so one set of keys: each accepts the other's anon key.
    const slugs = await Promise.all(servers.map(async (server) => (await clientOf(server, servers[0].ctx.keys.anonKey).from('products').select('slug')).data!.map((row) => row.slug)));
    expect(slugs[0].length).toBeGreaterThan(0);
    expect(new Set(slugs[0]).size).toBe(slugs[0].length);
    expect(slugs[1]).toEqual(slugs[0]);
  });

  it('refuses at once, in the other process, the access token of a session logged out in one', async () => {
    const [first, second] = servers;
    const email = `deux-processus-${Date.now()}@example.com`;
    const signUp = await clientOf(first).auth.signUp({ email, password: 'Mot-de-passe-solide-42' });
    expect(signUp.error).toBeNull();
    const accessToken = signUp.data.session!.access_token;
    const profileThrough = async (server: RunningServer) =>
      (await fetch(`${server.url}/rest/v1/profiles?select=id`, { headers: { apikey: server.ctx.keys.anonKey, authorization: `Bearer ${accessToken}` } })).status;
    // The second process has seen the session alive (and remembers so for a few seconds).
    expect(await profileThrough(second)).toBe(200);

    const loggedOut = await fetch(`${first.url}/auth/v1/logout?scope=local`, { method: 'POST', headers: { apikey: first.ctx.keys.anonKey, authorization: `Bearer ${accessToken}` } });
    expect(loggedOut.status).toBe(204);
    // The announcement travels at commit; well within this window (the memory alone would last 5 s).
    await expect.poll(() => profileThrough(second), { timeout: 2_500, interval: 50 }).toBe(401);
  });

  it('makes a column added by a migration through one process usable through the other', async () => {
    const [first, second] = servers;
    const admin = clientOf(second, second.ctx.keys.serviceRoleKey);
    const { data: product } = await admin.from('products').select('slug').limit(1).single();
    const setWarranty = () => admin.from('products').update({ warranty_months: 36 }).eq('slug', product!.slug).select('warranty_months');
    expect((await setWarranty()).error?.code).toBe('PGRST204');

    const extra = await mkdtemp(path.join(os.tmpdir(), 'ouaga-migration-'));
    try {
      await writeFile(path.join(extra, '29991231000000_warranty.sql'), 'alter table public.products add column warranty_months integer not null default 12;');
      expect(await applyMigrations(first.ctx.db, extra)).toEqual(['29991231000000_warranty.sql']);
    } finally {
      await rm(extra, { recursive: true, force: true });
    }
    await expect.poll(async () => {
      const { data, error } = await setWarranty();
      return error ? error.code : data;
    }).toEqual([{ warranty_months: 36 }]);
  });

  it('refuses to start with DATABASE_URL but no JWT_SECRET, and says why in French', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-nosecret-'));
    try {
      await expect(startServer(readConfig({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }), { distDir: null })).rejects.toThrow(
        /JWT_SECRET est obligatoire avec DATABASE_URL/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
