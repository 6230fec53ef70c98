import { randomBytes } from 'node:crypto';
import type { ServerConfig } from './config';
import { openPostgres } from './db/postgres';
import type { Database } from './db/types';
import { startHostedSite, type HostedSite, type HostedSiteOptions } from './hostedSite';
import type { HostedProject } from './http/site/remoteProject';
import { projectLogoReader } from './mail/logoReader';
import { startOutboxWorkers, type OutboxWorkers } from './outboxWorkers';
import { TestSecef } from './certification/testSecef';

/**
 * Connections per process to the project's database: the outbox's statements and the
 * health check (LISTEN holds one more). A hosted project's pooler counts them per client.
 */
const poolSize = 3;

export interface HostedProduct extends HostedSite {
  db: Database;
  mail: OutboxWorkers;
}

export interface HostedProductOptions extends Omit<HostedSiteOptions, 'db'> {
  /** An already open database (tests on PGlite, whose one engine cannot be opened twice); otherwise DATABASE_URL. */
  db?: Database;
}

/** What the outbox and the page cache need from the project's database: its migrations, applied with `supabase db push`. */
const requiredObjects: { sql: string; name: string }[] = [
  { sql: "to_regclass('public.notifications')", name: 'public.notifications' },
  { sql: "to_regproc('private.queue_appointment_reminders')", name: 'private.queue_appointment_reminders' },
  { sql: "to_regclass('private.appointment_links')", name: 'private.appointment_links' },
  { sql: "to_regclass('private.send_email_hook_calls')", name: 'private.send_email_hook_calls' },
  { sql: "to_regproc('private.queue_payment_reminders')", name: 'private.queue_payment_reminders' },
];

async function checkMigrated(db: Database): Promise<void> {
  const found = await db.query<Record<string, string | null>>(`select ${requiredObjects.map((object, index) => `${object.sql}::text as o${index}`).join(', ')}`);
  const missing = requiredObjects.filter((_object, index) => found.rows[0]?.[`o${index}`] == null).map((object) => object.name);
  if (missing.length > 0) {
    throw new Error(`la base du projet n'a pas les migrations du produit (${missing.join(', ')} absent) : appliquez-les avec supabase db push, puis relancez.`);
  }
}

/**
 * The product in front of a hosted Supabase project with the project's database
 * (SUPABASE_URL, SUPABASE_ANON_KEY and DATABASE_URL): the rendered site of
 * hostedSite.ts, its pages dropped on the database's NOTIFY, plus the outbox
 * worker (mails, reminders, expiry, purge) on that database. Nothing is applied
 * there (no platform.sql, no migrations: `supabase db push` does that) and no
 * API is served: the project's own PostgREST, GoTrue and Storage answer the
 * browser. The connection is the project's `postgres` role, which owns what the
 * migrations created (the worker writes `private.appointment_links`, which no API
 * role may). Any number of processes: claims and reminders are safe to run twice.
 */
export async function startHostedProduct(config: ServerConfig, project: HostedProject, options: HostedProductOptions = {}): Promise<HostedProduct> {
  const { db: givenDb, ...siteOptions } = options;
  if (!givenDb && !config.databaseUrl) throw new Error('DATABASE_URL manque : la chaîne de connexion de la base du projet.');
  const db = givenDb ?? (await openPostgres(config.databaseUrl!, poolSize));
  const ownsDb = !givenDb;
  let site: HostedSite | undefined;
  try {
    await checkMigrated(db);
    site = await startHostedSite(config, project, { ...siteOptions, db });
  } catch (error) {
    if (ownsDb) await db.close().catch(() => undefined);
    throw error;
  }
  const mail = startOutboxWorkers({
    config,
    db,
    // No auth mail is queued on a hosted project (GoTrue sends its own): this secret, which keys the
    // hash of the bundled GoTrue's codes, has nothing to key here.
    jwtSecret: randomBytes(32).toString('hex'),
    readLogo: projectLogoReader(project.url),
    // This server serves no API in front of a project: without an e-MCF module, the test certifier runs in process.
    testCertifier: { inProcess: new TestSecef() },
  });
  const runningSite = site;
  return {
    ...runningSite,
    db,
    mail,
    async close() {
      await runningSite.close();
      await mail.stop();
      if (ownsDb) await db.close();
    },
  };
}
