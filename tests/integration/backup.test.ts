import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import type { Database } from '../../server/db/types';
import { projectRoot } from '../../server/server';
import { adminQuery, testDatabaseKind, uniqueName, withDatabase } from '../helpers/databases';
import { freePort } from './crashServerProcess';

const run = promisify(execFile);

/** A customer with a profile, an appointment, a quote, a message, an order and its lines. */
async function fillWithRealData(db: Database): Promise<void> {
  await db.exec(`
    insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
    values ('11111111-1111-4111-8111-111111111111', 'awa@example.com', '$2b$10$abcdefghijklmnopqrstuv', now(),
            '{"full_name": "Awa Ouédraogo"}');
    update public.profiles set phone = '+226 70 00 00 01', company = 'Faso Conseil'
     where id = '11111111-1111-4111-8111-111111111111';
    insert into public.appointments (service, full_name, email, phone, date, time, notes, profile_id)
    values ('network-setup', 'Awa Ouédraogo', 'awa@example.com', '+226 70 00 00 01',
            current_date + (8 - extract(isodow from current_date)::int), '09:00', 'Câblage du 2ᵉ étage',
            '11111111-1111-4111-8111-111111111111');
    insert into public.quotes (name, email, phone, project_type, budget, timeline, services, message)
    values ('Issa Sawadogo', 'issa@example.com', '+226 76 00 00 02', 'network-infrastructure', '500000-2500000',
            '1-month', array['network-setup', 'maintenance'], 'Devis « réseau » pour 20 postes');
    insert into public.contact_messages (name, email, subject, message)
    values ('Mariam Kaboré', 'mariam@example.com', 'Question', 'Bonjour, l''atelier ouvre-t-il le samedi ?');
    insert into public.orders (id, profile_id, delivery_name, delivery_phone, delivery_address, subtotal, tax_rate, tax, total)
    values ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'Awa Ouédraogo',
            '+226 70 00 00 01', 'Secteur 15, Ouagadougou', 650000, 18, 117000, 767000);
    insert into public.order_items (order_id, product_name, unit_price, quantity, line_total)
    values ('22222222-2222-4222-8222-222222222222', 'Ordinateur portable', 650000, 1, 650000);
  `);
}

/** Every row of every application table, and every sequence position, in a comparable form. */
async function snapshot(db: Database): Promise<Record<string, unknown>> {
  const tables = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'auth', 'storage', 'private') order by 1`,
  );
  const contents: Record<string, unknown> = {};
  for (const { name } of tables.rows) {
    const rows = await db.query<{ rows: unknown }>(
      `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb) as rows from ${name} t`,
    );
    contents[name] = rows.rows[0].rows;
  }
  const sequences = await db.query(
    "select schemaname, sequencename, last_value::text from pg_sequences where schemaname in ('public', 'auth', 'storage', 'private') order by 1, 2",
  );
  contents.sequences = sequences.rows;
  return contents;
}

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A migrated database the test owns: a PGlite folder or a PostgreSQL database. */
async function makeTarget(fromTemplate: boolean): Promise<Target> {
  if (testDatabaseKind === 'postgres') {
    const name = uniqueName('backup');
    await adminQuery(fromTemplate ? `create database ${name} template ${inject('pgTemplate')}` : `create database ${name}`);
    const url = withDatabase(process.env.TEST_DATABASE_URL!, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openPostgres(url, 2),
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-backup-'));
  if (fromTemplate) await cp(inject('pgliteTemplate'), path.join(dataDir, 'db'), { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, 'db')),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function runScript(script: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(await freePort()), ...env },
  });
}

describe('npm run backup and npm run restore', () => {
  let source: Target;
  let restored: Target;
  let occupied: Target;
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-dumps-'));
    source = await makeTarget(true);
    restored = await makeTarget(false);
    occupied = await makeTarget(true);
  });
  afterAll(async () => {
    await Promise.all([source?.drop(), restored?.drop(), occupied?.drop()]);
    await rm(workDir, { recursive: true, force: true });
  });

  it('round-trips users, profiles, requests and orders into an empty database', { timeout: 120_000 }, async () => {
    const sourceDb = await source.open();
    let before: Record<string, unknown>;
    try {
      await fillWithRealData(sourceDb);
      before = await snapshot(sourceDb);
    } finally {
      await sourceDb.close();
    }
    const file = path.join(workDir, 'sauvegarde.sql');
    const backup = await runScript('scripts/backup.ts', [file], source.env);
    expect(backup.stdout).toContain('Sauvegarde écrite');
    const dump = await readFile(file, 'utf8');
    expect(dump).toContain('Awa Ouédraogo');

    const restore = await runScript('scripts/restore.ts', [file], restored.env);
    expect(restore.stdout).toContain('Restauration terminée');

    const restoredDb = await restored.open();
    try {
      expect(await snapshot(restoredDb)).toEqual(before);
      const profile = await restoredDb.query('select full_name, company from public.profiles where email = $1', ['awa@example.com']);
      expect(profile.rows).toEqual([{ full_name: 'Awa Ouédraogo', company: 'Faso Conseil' }]);
      // Identity sequences continue after the restored rows instead of colliding with them.
      const next = await restoredDb.query<{ number: number }>(
        `insert into public.orders (profile_id, delivery_name, delivery_phone, delivery_address, subtotal, tax_rate, tax, total)
         values ('11111111-1111-4111-8111-111111111111', 'Awa', '+226 70 00 00 01', 'Ouaga', 0, 18, 0, 0) returning number`,
      );
      const previous = await restoredDb.query<{ number: number }>("select number from public.orders where id = '22222222-2222-4222-8222-222222222222'");
      expect(next.rows[0].number).toBeGreaterThan(previous.rows[0].number);
    } finally {
      await restoredDb.close();
    }
  });

  it('refuses to restore over a database that already holds data', { timeout: 60_000 }, async () => {
    const file = path.join(workDir, 'sauvegarde.sql');
    const attempt = runScript('scripts/restore.ts', [file], occupied.env);
    await expect(attempt).rejects.toMatchObject({ stderr: expect.stringContaining('contient déjà des données') });
  });
});
