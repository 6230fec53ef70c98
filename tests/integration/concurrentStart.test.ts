import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres';
import { projectRoot, startServer } from '../../server/server';
import { adminQuery, testDatabaseKind, uniqueName, withDatabase } from '../helpers/databases';

const jwtSecret = 'concurrent-start-secret-long-enough-for-hs256';

/** Several server processes on one PostgreSQL (ARCHITECTURE.md): they may all start at once on a new database. */
describe.skipIf(testDatabaseKind !== 'postgres')('servers starting together on one empty PostgreSQL database', () => {
  it('both come up: migrations and seed are applied once, under a lock, and both serve the same rows', async () => {
    const name = uniqueName('concurrent');
    await adminQuery(`create database ${name}`);
    const databaseUrl = withDatabase(process.env.TEST_DATABASE_URL!, name);
    const dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'ouaga-concurrent-'))));
    try {
      const servers = await Promise.all(
        dataDirs.map((dataDir) =>
          startServer(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: 'silent' }), { distDir: null }),
        ),
      );
      try {
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
        // Same secret, same keys: either process accepts the other's anon key and shows the seed's products once.
        const counts = await Promise.all(
          servers.map(async (server) => {
            const answer = await fetch(`${server.url}/rest/v1/products?select=slug`, { headers: { apikey: servers[0].ctx.keys.anonKey } });
            expect(answer.status).toBe(200);
            const rows = (await answer.json()) as { slug: string }[];
            return { rows: rows.length, distinct: new Set(rows.map((row) => row.slug)).size };
          }),
        );
        expect(counts[0].rows).toBeGreaterThan(0);
        expect(counts[1]).toEqual(counts[0]);
        expect(counts[0].distinct).toBe(counts[0].rows);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });

  it('refuses to start with DATABASE_URL but no JWT_SECRET, and says why in French', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-nosecret-'));
    try {
      await expect(startServer(readConfig({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'silent' }), { distDir: null })).rejects.toThrow(
        /JWT_SECRET est obligatoire avec DATABASE_URL/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
