import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres';
import { NoRealtimeSocket } from '../../server/http/site/renderClient';
import { applyMigrations } from '../../server/db/migrate';
import { projectRoot, startServer, type RunningServer } from '../../server/server';
import { contactMessage } from '../fixtures/requests';
import { SmtpSink } from '../fixtures/smtpSink';
import { adminQuery, testDatabaseKind, uniqueName, withDatabase } from '../helpers/databases';
import { callHook, gotrueTokens, hookBody, hookSecret, hookUser, signedHeaders } from './sendEmailHookCalls';

const jwtSecret = 'two-processes-secret-long-enough-for-hs256';
/** Small allowances, so that a count split across the two processes shows. */
const limits = { AUTH_RATE_LIMITS: 'login_account=4/300', FORM_RATE_LIMIT: '6/600' };
/** Both processes serve GoTrue's Send Email hook, as behind a load balancer. */
const hook = { SEND_EMAIL_HOOK_SECRET: hookSecret, SEND_EMAIL_HOOK_AUTH_URL: 'https://projet.supabase.co/auth/v1' };

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
          readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: 'silent', MAILER_AUTOCONFIRM: 'true', ...limits, ...hook }),
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
    const setEnergyClass = () => admin.from('products').update({ energy_class_months: 36 }).eq('slug', product!.slug).select('energy_class_months');
    expect((await setEnergyClass()).error?.code).toBe('PGRST204');

    const extra = await mkdtemp(path.join(os.tmpdir(), 'ouaga-migration-'));
    try {
      await writeFile(path.join(extra, '29991231000000_energy_class.sql'), 'alter table public.products add column energy_class_months integer not null default 12;');
      expect(await applyMigrations(first.ctx.db, extra)).toEqual(['29991231000000_energy_class.sql']);
    } finally {
      await rm(extra, { recursive: true, force: true });
    }
    await expect.poll(async () => {
      const { data, error } = await setEnergyClass();
      return error ? error.code : data;
    }).toEqual([{ energy_class_months: 36 }]);
  });

  it('limits a login brute force split across both processes at the configured count', async () => {
    const email = `force-brute-${Date.now()}@example.com`;
    expect((await clientOf(servers[0]).auth.signUp({ email, password: 'Mot-de-passe-solide-42' })).error).toBeNull();
    const attempt = async (server: RunningServer) =>
      (await clientOf(server).auth.signInWithPassword({ email, password: 'pas-le-bon' })).error?.status;
    // Four failures allowed per account, two through each process; then both refuse, the right password too.
    for (const server of [servers[0], servers[1], servers[0], servers[1]]) expect(await attempt(server)).toBe(400);
    expect(await attempt(servers[0])).toBe(429);
    expect(await attempt(servers[1])).toBe(429);
    const rightPassword = await clientOf(servers[1]).auth.signInWithPassword({ email, password: 'Mot-de-passe-solide-42' });
    expect(rightPassword.error?.status).toBe(429);
  });

  it('evaluates at most the configured count of a burst of passwords sent at once through both processes', async () => {
    const email = `rafale-mdp-${Date.now()}@example.com`;
    expect((await clientOf(servers[0]).auth.signUp({ email, password: 'Mot-de-passe-solide-42' })).error).toBeNull();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const server = servers[index % 2];
        const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: server.ctx.keys.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: index === 59 ? 'Mot-de-passe-solide-42' : `pas-le-bon-${index}` }),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(4);
    expect(statuses).not.toContain(200);
  });

  it('shares the form allowance, and a burst of submissions through both sends each e-mail exactly once', async () => {
    const stamp = Date.now();
    const visitors = [0, 1, 2, 3, 4, 5].map((index) => `rafale-${stamp}-${index}@example.com`);
    const sent = await Promise.all(
      visitors.map(async (email, index) => (await clientOf(servers[index % 2]).from('contact_messages').insert(contactMessage({ email }))).status),
    );
    expect(sent).toEqual([201, 201, 201, 201, 201, 201]);
    // The seventh, through either process, is over the allowance of six.
    const seventh = await fetch(`${servers[1].url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: servers[1].ctx.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(contactMessage({ email: `rafale-${stamp}-6@example.com` })),
    });
    expect(seventh.status).toBe(429);
    expect(Number(seventh.headers.get('retry-after'))).toBeGreaterThan(590);

    // Both outboxes send at once; each confirmation leaves once, from one process or the other.
    await Promise.all(servers.map((server) => server.mail.flush()));
    await Promise.all(servers.map((server) => server.mail.flush()));
    const recipients: string[] = [];
    for (const dataDir of dataDirs) {
      const folder = path.join(dataDir, 'mail');
      for (const file of (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))) {
        const to = /^To: (.*)$/im.exec(await readFile(path.join(folder, file), 'utf8'))?.[1] ?? '';
        recipients.push((/<([^>]+)>/.exec(to)?.[1] ?? to).trim());
      }
    }
    expect(recipients.filter((to) => to.startsWith(`rafale-${stamp}`)).sort()).toEqual([...visitors].sort());
  });

  // Issue 49: GoTrue's second try of a call (same webhook-id) may reach the other process.
  it('queues a Send Email hook call reaching both processes once, even at the same instant', async () => {
    const check = await openPostgres(databaseUrl, 1);
    try {
      for (const together of [false, true]) {
        const email = `retry.${together}.${Date.now()}@example.com`;
        const body = hookBody(hookUser(email), { email_action_type: 'recovery', redirect_to: 'https://www.example.bf/reset-password', ...gotrueTokens(email) });
        const headers = signedHeaders(body);
        const answers = together
          ? await Promise.all(servers.map((server) => callHook(server.url, body, headers)))
          : [await callHook(servers[0].url, body, headers), await callHook(servers[1].url, body, headers)];
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const queued = await check.query('select kind from public.notifications where recipient = $1', [email]);
        expect(queued.rows).toEqual([{ kind: 'password_recovery' }]);
      }
    } finally {
      await check.close();
    }
  });

  it('serves through the other process, resized too, an image uploaded through one', async () => {
    const [first, second] = servers;
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
    const name = `deux-processus-${Date.now()}.webp`;
    const uploaded = await fetch(`${first.url}/storage/v1/object/product-images/${name}`, {
      method: 'POST',
      headers: { apikey: first.ctx.keys.serviceRoleKey, authorization: `Bearer ${first.ctx.keys.serviceRoleKey}`, 'content-type': 'image/png' },
      body: png,
    });
    expect(uploaded.status).toBe(200);

    const served = await fetch(`${second.url}/storage/v1/object/public/product-images/${name}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 800 });
    const resized = await fetch(`${second.url}/storage/v1/render/image/public/product-images/${name}?width=200`, { headers: { accept: 'image/webp' } });
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 200, height: 150 });

    const removed = await fetch(`${second.url}/storage/v1/object/product-images`, {
      method: 'DELETE',
      headers: { apikey: second.ctx.keys.serviceRoleKey, authorization: `Bearer ${second.ctx.keys.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: [name] }),
    });
    expect(removed.status).toBe(200);
    expect((await fetch(`${first.url}/storage/v1/object/public/product-images/${name}`)).status).toBe(404);
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

/**
 * The outbox of every process claims due rows with `for update skip locked`:
 * a burst of forms sent through both, both outboxes sending at the same time to
 * one SMTP server, and each mail arrives once.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('the mail outbox of two server processes on one PostgreSQL database', () => {
  const name = uniqueName('twomail');
  const sink = new SmtpSink();
  let databaseUrl: string;
  let dataDirs: string[] = [];
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    await sink.start();
    await adminQuery(`create database ${name}`);
    databaseUrl = withDatabase(process.env.TEST_DATABASE_URL!, name);
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'ouaga-twomail-'))));
    servers = await Promise.all(
      dataDirs.map((dataDir) =>
        startServer(
          readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: 'silent', SMTP_URL: sink.url, FORM_RATE_LIMIT: '1000/600' }),
          { distDir: null },
        ),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await sink.stop();
    await adminQuery(`drop database if exists ${name} with (force)`);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('sends each e-mail of a burst of forms through both processes exactly once over SMTP', { timeout: 120_000 }, async () => {
    const stamp = Date.now();
    const visitors = Array.from({ length: 30 }, (_, index) => `salve-${stamp}-${index}@example.com`);
    const sent = await Promise.all(
      visitors.map(async (email, index) => {
        const server = servers[index % 2];
        const response = await fetch(`${server.url}/rest/v1/contact_messages`, {
          method: 'POST',
          headers: { apikey: server.ctx.keys.anonKey, 'content-type': 'application/json', prefer: 'return=minimal' },
          body: JSON.stringify(contactMessage({ email })),
        });
        return response.status;
      }),
    );
    expect(sent.filter((status) => status !== 201), JSON.stringify(sent)).toEqual([]);

    const check = await openPostgres(databaseUrl, 1);
    try {
      const queued = await check.query<{ id: number }>('select id::integer as id from public.notifications order by id');
      // A confirmation to each visitor, and the company's own notice of each message.
      expect(queued.rows.length).toBeGreaterThanOrEqual(visitors.length);
      const pending = async () => (await check.query<{ n: number }>("select count(*)::int as n from public.notifications where status = 'pending'")).rows[0].n;
      // Both outboxes at once, over and over, until the queue is empty.
      await expect
        .poll(async () => {
          await Promise.all([...servers, ...servers].map((server) => server.mail.flush()));
          return pending();
        }, { timeout: 60_000, interval: 50 })
        .toBe(0);

      const receivedIds = sink.received.map((mail) => Number(/<notification-(\d+)@/.exec(mail.messageId)?.[1]));
      expect(receivedIds.sort((a, b) => a - b)).toEqual(queued.rows.map((row) => row.id));
      const toVisitors = sink.received.flatMap((mail) => mail.to).filter((to) => to.startsWith(`salve-${stamp}`));
      expect(toVisitors.sort()).toEqual([...visitors].sort());
    } finally {
      await check.close();
    }
  });
});
