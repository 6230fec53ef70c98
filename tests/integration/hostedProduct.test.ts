import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres';
import { startHostedProduct, type HostedProduct } from '../../server/hostedProduct';
import { projectLogoReader } from '../../server/mail/logoReader';
import { fetchPage, headingOf } from '../e2e/ssrHtml';
import { freshAddress, manageToken } from '../fixtures/appointmentLinks';
import { appointmentRequest, contactMessage, slotAllocator } from '../fixtures/requests';
import { SmtpSink } from '../fixtures/smtpSink';
import { confirmedOrder } from '../fixtures/documents';
import { seedProducts } from '../fixtures/products';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { untilCertified } from '../helpers/certification';
import { adminQuery, testDatabaseKind, uniqueName, withDatabase } from '../helpers/databases';
import { parseEml, type SentMail } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { spawnServer } from './crashServerProcess';

const siteUrl = 'https://ouaga-it.example';
const companyAddress = 'alertes@example.bf';

/**
 * SUPABASE_URL, SUPABASE_ANON_KEY and DATABASE_URL: the product in front of a hosted project, with
 * the project's database. A server of the product stands in for the project (its PostgREST, GoTrue,
 * Storage and database), its own mail worker stopped: a hosted project has none, so whatever leaves
 * by SMTP was sent by the hosted-mode process. It holds no timer of the test's: the mails come from
 * its own worker's ticks.
 *
 * On PostgreSQL the hosted process connects with the database's connection string, as on a hosted
 * project. On PGlite the database is one engine in one process, which no second process can open: the
 * hosted process runs in this one, over the project's Database object (the same queries, through
 * another path to the same engine).
 */
describe('the product in front of a hosted project, with the project’s database', () => {
  let project: TestServer;
  let hosted: HostedProduct;
  let admin: SignedInUser;
  const sink = new SmtpSink();
  const nextSlot = slotAllocator(7);

  beforeAll(async () => {
    await sink.start();
    project = await startTestServer();
    await project.server.mail.stop();
    admin = await signUpAdmin(project, 'Chef Admin');
    // As an operator would in the back-office: where the company's alerts go.
    const settings = await admin.client.from('site_settings').update({ notification_email: companyAddress }).eq('id', 1);
    expect(settings.error).toBeNull();
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SITE_URL: siteUrl,
      SUPABASE_URL: project.url,
      SUPABASE_ANON_KEY: project.anonKey,
      SMTP_URL: sink.url,
      // An hour: a page renewed within this test was renewed by NOTIFY, not by its age.
      PAGE_CACHE_TTL: '3600',
      ...(project.databaseUrl ? { DATABASE_URL: project.databaseUrl } : {}),
    });
    hosted = await startHostedProduct(config, config.hostedProject!, { db: project.databaseUrl ? undefined : project.server.ctx.db });
    // Two servers, an account and a sink: one run failed in this hook (error not kept) while the PostgreSQL run of this
    // file compiled its child process alongside; a time limit is the likely cause, not proven.
  }, 120_000);
  afterAll(async () => {
    await hosted?.close();
    await project?.close();
    await sink.stop();
  });

  /** The mails the SMTP server received for `recipient` with that subject, as a mail program reads them; waits for the first. */
  async function mailsReceived(recipient: string, subject: RegExp, count = 1): Promise<SentMail[]> {
    const matching = async () => {
      const parsed = await Promise.all(sink.received.filter((mail) => mail.to.includes(recipient)).map((mail) => parseEml(mail.raw)));
      return parsed.filter((mail) => subject.test(mail.subject));
    };
    // The worker polls every 5 s: a few ticks at most.
    await expect.poll(async () => (await matching()).length, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(count);
    return matching();
  }

  it('sends a booking’s mails to the customer and to the company, with a manage link that works on the project', async () => {
    const visitor = freshAddress('hosted');
    const booked = await project.client().from('appointments').insert(appointmentRequest(nextSlot(), { email: visitor }));
    expect(booked.error).toBeNull();

    const [received] = await mailsReceived(visitor, /a bien été reçue/);
    expect(received.calendar?.method).toBe('REQUEST');
    // The link is minted by the hosted process (private.appointment_links, writable by postgres only) and read by the project.
    expect(manageToken(received)).toBeTruthy();
    expect(received.text).toContain(`${siteUrl}/appointment/manage/`);
    const { data: appointment } = await project.client().rpc('appointment_by_token', { token: manageToken(received) });
    expect(appointment).toMatchObject({ status: 'pending' });

    const [alert] = await mailsReceived(companyAddress, /Nouvelle demande de rendez-vous/);
    expect(alert.replyTo).toBe(visitor);

    // The back-office's list of outgoing mails shows them sent.
    const statuses = async () => (await admin.client.from('notifications').select('status').eq('recipient', visitor)).data;
    await expect.poll(statuses, { timeout: 5_000 }).toEqual([{ status: 'sent' }]);
  });

  it('schedules the reminder the day before and sends it, once', async () => {
    const visitor = freshAddress('rappel');
    const slot = nextSlot();
    expect((await project.client().from('appointments').insert(appointmentRequest(slot, { email: visitor }))).error).toBeNull();
    const { data: booked } = await admin.client.from('appointments').select('id').eq('email', visitor).single();
    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', booked!.id)).error).toBeNull();
    await mailsReceived(visitor, /confirmé/);

    // The slot is weeks ahead: a lead of 400 days makes the day before come now (as in appointmentInvitesAndReminders).
    const setReminderLead = (lead: string) =>
      project.server.ctx.db.query(`create or replace function private.appointment_reminder_lead() returns interval
        language sql immutable set search_path = '' as $$ select interval '${lead}' $$`);
    await setReminderLead('400 days');
    try {
      const [reminder] = await mailsReceived(visitor, /^Rappel/);
      expect(reminder.text.split('\n')[0]).toBe('Bonjour Awa Ouédraogo,');
      expect(reminder.text).toContain('Nous vous rappelons votre rendez-vous');
      const { data: appointment } = await project.client().rpc('appointment_by_token', { token: manageToken(reminder) });
      expect(appointment).toMatchObject({ status: 'confirmed' });
      const reminderRows = async () => (await admin.client.from('notifications').select('status').eq('recipient', visitor).eq('kind', 'appointment_reminder')).data;
      await expect.poll(reminderRows, { timeout: 5_000 }).toEqual([{ status: 'sent' }]);
    } finally {
      await setReminderLead('24 hours');
    }
    // Later ticks schedule nothing more for it.
    await hosted.mail.flush();
    expect((await mailsReceived(visitor, /^Rappel/)).length).toBe(1);
  });

  it('certifies an invoice issued on the project with its own worker and the in-process test certifier, then mails it (issue 47)', async () => {
    const wifi = (await seedProducts(project.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    const customer = await signUpUser(project, 'Mariam Sawadogo');
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    const issued = await admin.client.rpc('issue_invoice', { order_id: orderId });
    expect(issued.error).toBeNull();
    const invoice = issued.data as { id: string; number: string; certification_status: string };
    expect(invoice.certification_status).toBe('pending');

    // The project's own workers are stopped: only the hosted process can have sent it to the certifier.
    await untilCertified(admin.client, 'invoices', invoice.id, 30_000);
    const certified = (await admin.client.from('invoices').select('secef_nim, secef_code, secef_qr').eq('id', invoice.id).single()).data;
    expect(certified).toMatchObject({ secef_nim: 'TEST-EMCF-01', secef_code: expect.stringMatching(/^TEST-/) });
    expect(certified?.secef_qr).toContain(`;TEST-EMCF-01;${certified?.secef_code};`);
    // Certified, the customer sees it and gets « Votre facture » from the hosted process's mail worker.
    expect((await customer.client.from('invoices').select('number').eq('id', invoice.id)).data).toEqual([{ number: invoice.number }]);
    const [mail] = await mailsReceived(customer.email, new RegExp(`^Votre facture ${invoice.number} `));
    expect(mail.attachments.some((attachment) => attachment.contentType === 'application/pdf')).toBe(true);
  });

  it('renders the project’s rows and renews a page as soon as a product is edited, well within PAGE_CACHE_TTL', async () => {
    const slug = `routeur-heberge-${Date.now()}`;
    const inserted = await admin.client.from('products').insert({ name: 'Routeur du projet', slug, price: 45_000, category: 'networking', published: true, in_stock: true });
    expect(inserted.error).toBeNull();
    expect(headingOf((await fetchPage(`${hosted.url}/products/${slug}`)).html)).toBe('Routeur du projet');

    expect((await admin.client.from('products').update({ name: 'Routeur du projet (révisé)' }).eq('slug', slug)).error).toBeNull();
    await expect.poll(async () => headingOf((await fetchPage(`${hosted.url}/products/${slug}`)).html), { timeout: 10_000, interval: 200 }).toBe('Routeur du projet (révisé)');
  });

  it('reads the logo its documents print from the project’s Storage, at the public address', async () => {
    const logo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a3d62' } }).webp().toBuffer();
    const uploaded = await admin.client.storage.from('product-images').upload(`company/logo-${Date.now()}.webp`, new Blob([new Uint8Array(logo)], { type: 'image/webp' }));
    expect(uploaded.error).toBeNull();
    const readLogo = projectLogoReader(project.url);
    // Kept as WebP by Storage, printed as PNG: a PDF cannot hold WebP.
    const printed = await readLogo(`product-images/${uploaded.data!.path}`);
    expect(printed && (await sharp(printed).metadata())).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect(await readLogo('product-images/company/absent.webp')).toBeUndefined();
  });

  it('serves no API of its own, and its health says the project and the database answer', async () => {
    for (const path of ['/rest/v1/products', '/auth/v1/settings', '/storage/v1/object/public/product-images/x.webp']) {
      const answer = await fetch(`${hosted.url}${path}`, { headers: { apikey: project.anonKey } });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    const health = await fetch(`${hosted.url}/health`);
    expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { status: 'ok', project: 'reachable', database: 'reachable' } });
  });
});

/**
 * On PostgreSQL only (a second process cannot open a PGlite database): what an operator runs, `server/main.ts`
 * as its own process with the three variables, against the project's database.
 */
describe.runIf(testDatabaseKind === 'postgres')('the hosted-mode process started as an operator starts it', () => {
  let project: TestServer;
  let dataDir: string;
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    project = await startTestServer();
    await project.server.mail.stop();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-hosted-'));
  });
  afterAll(async () => {
    await project?.close();
    await sink.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends a contact form’s mails, then stops cleanly on SIGTERM', async () => {
    const hostedProcess = await spawnServer(dataDir, {
      SUPABASE_URL: project.url,
      SUPABASE_ANON_KEY: project.anonKey,
      DATABASE_URL: project.databaseUrl!,
      SMTP_URL: sink.url,
      SITE_URL: siteUrl,
    });
    try {
      expect(hostedProcess.output()).toContain('avec sa base : envoi des e-mails');
      const visitor = freshAddress('processus');
      expect((await project.client().from('contact_messages').insert(contactMessage({ email: visitor, subject: 'Processus' }))).error).toBeNull();
      await expect.poll(() => sink.received.filter((mail) => mail.to.includes(visitor)).map((mail) => mail.subject), { timeout: 20_000, interval: 250 }).toEqual([
        'Nous avons bien reçu votre message',
      ]);
    } finally {
      hostedProcess.child.kill('SIGTERM');
    }
    expect(await hostedProcess.exited).toBe(0);
    // A process's first start compiles the server (tsx): up to a minute on a busy machine.
  }, 120_000);
});

/**
 * On PostgreSQL only: an empty database is one `create database` there, while a fresh PGlite engine takes
 * longer than a test's time limit on this machine; the check is the same SQL on both engines.
 */
describe.runIf(testDatabaseKind === 'postgres')('the product in front of a hosted project whose database has no migrations', () => {
  it('refuses to start, naming supabase db push, and applies nothing there', async () => {
    const name = uniqueName('empty');
    await adminQuery(`create database ${name}`);
    const db = await openPostgres(withDatabase(process.env.TEST_DATABASE_URL!, name), 2);
    try {
      const config = readConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'x'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:9' });
      await expect(startHostedProduct(config, config.hostedProject!, { db })).rejects.toThrow(/supabase db push/);
      const schemas = await db.query<{ names: string[] | null }>("select array_agg(nspname::text order by nspname) as names from pg_namespace where nspname in ('auth', 'private', 'storage')");
      expect(schemas.rows[0].names).toBeNull();
    } finally {
      await db.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
