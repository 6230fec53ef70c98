import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLinkKinds } from '../../server/auth/authLinkKinds';
import { mailTemplates } from '../../server/mail/templates';
import { projectRoot } from '../../server/server';
import { appointmentRequest, contactMessage, quoteRequest, slotAllocator } from '../fixtures/requests';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { uniqueEmail } from './authFixtures';

/**
 * The kinds a function's source queues: the first argument of each private.queue_mail call, a
 * literal or a `case … end` of literals (anything else is reported as is, so the test fails).
 */
function queuedKinds(source: string): string[] {
  const kinds: string[] = [];
  for (const call of source.split(/private\.queue_mail\(/).slice(1)) {
    const argument = call.trimStart();
    const literal = /^'([a-z_]+)'\s*,/.exec(argument);
    if (literal) kinds.push(literal[1]);
    else if (/^case\b/.test(argument)) kinds.push(...[...argument.slice(0, argument.search(/\bend\b/)).matchAll(/(?:then|else) '([a-z_]+)'/g)].map((m) => m[1]));
    else kinds.push(`(kind non littéral) ${argument.slice(0, 60)}`);
  }
  return kinds;
}

describe('one template per kind of mail (issue 16)', () => {
  let t: TestServer;
  const nextSlot = slotAllocator(11);

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('has a template for every kind the database and the server queue, and nothing queues mails with their text any more', async () => {
    const functions = await t.server.ctx.db.query<{ name: string; source: string }>(
      `select p.proname as name, p.prosrc as source from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosrc like '%queue_mail(%'`,
    );
    const databaseKinds = functions.rows.flatMap((fn) => queuedKinds(fn.source));
    expect(databaseKinds.length).toBeGreaterThanOrEqual(25);
    const serverKinds = [...authLinkKinds, 'reauthentication'];
    expect([...databaseKinds, ...serverKinds].filter((kind) => !(kind in mailTemplates))).toEqual([]);
    expect(functions.rows.filter((fn) => fn.source.includes('enqueue_mail(')).map((fn) => fn.name)).toEqual([]);
  });

  it('keeps no helper of the old text mails, and no function calls one', async () => {
    const oldHelpers = ['enqueue_mail', 'mail_signature', 'manage_link_line', 'order_lines_text'];
    const defined = await t.server.ctx.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'private' and p.proname = any($1)`,
      [oldHelpers],
    );
    expect(defined.rows).toEqual([]);
    const callers = await t.server.ctx.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosrc ~ $1`,
      [`(${oldHelpers.join('|')})\\s*\\(`],
    );
    expect(callers.rows).toEqual([]);
  });

  it('mails an address nobody proved is theirs without anything the visitor typed, in the row or in the mail', async () => {
    const marker = 'Texte-Libre-Visiteur';
    const visitor = uniqueEmail('inconnu');
    const name = `Nom ${marker}`;
    const message = `Message ${marker}`;
    const booking = appointmentRequest(nextSlot(), { email: visitor, full_name: name, notes: `Notes ${marker}` });
    expect((await t.client().from('appointments').insert(booking)).error).toBeNull();
    expect((await t.client().from('quotes').insert(quoteRequest({ email: visitor, name, message, company: `Société ${marker}` }))).error).toBeNull();
    expect((await t.client().from('contact_messages').insert(contactMessage({ email: visitor, name, message, subject: `Objet ${marker}` }))).error).toBeNull();

    const rows = await t.server.ctx.db.query<{ kind: string; data: unknown }>('select kind, data from public.notifications where recipient = $1 order by id', [visitor]);
    expect(rows.rows.map((row) => row.kind)).toEqual(['appointment_confirmation', 'quote_confirmation', 'contact_confirmation']);
    expect(JSON.stringify(rows.rows)).not.toContain(marker);
    const sent = await mailsTo(t, visitor);
    expect(sent).toHaveLength(3);
    for (const mail of sent) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(marker);
      expect(mail.text).toContain('avec cette adresse e-mail');
    }
    // Once sent, the row shows the subject it left with (the back-office's list of outgoing mails).
    const recorded = await t.server.ctx.db.query<{ subject: string }>('select subject from public.notifications where recipient = $1 order by id', [visitor]);
    expect(recorded.rows.map((row) => row.subject)).toEqual(sent.map((mail) => mail.subject));
  });

  it('expires, unsent, a mail still pending that was queued with its text before the templates', async () => {
    const to = uniqueEmail('ancien');
    // The state of an outbox before the migration: the constraint it adds is not there yet.
    await t.server.ctx.db.query('alter table public.notifications drop constraint notifications_pending_has_data');
    await t.server.ctx.db.query(
      "insert into public.notifications (kind, recipient, subject, body_text) values ('contact_confirmation', $1, 'Nous avons bien reçu votre message', $2)",
      [to, 'Bonjour,\n\nTexte écrit avant les modèles.'],
    );
    const migration = await readFile(path.join(projectRoot, 'supabase/migrations/20261203060100_mails_written_by_templates_only.sql'), 'utf8');
    await t.server.ctx.db.exec(migration);
    expect(await mailsTo(t, to)).toEqual([]);
    const row = await t.server.ctx.db.query<{ status: string; last_error: string }>('select status, last_error from public.notifications where recipient = $1', [to]);
    expect(row.rows).toEqual([{ status: 'expired', last_error: "Non envoyé : mis en file avec son texte avant les modèles d'e-mail" }]);
  });

  it('has one writer of the outbox per channel: private.queue_mail, private.queue_sms and private.queue_certification_request, in the database and in the server', async () => {
    const writers = await t.server.ctx.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosrc ~* 'insert\\s+into\\s+public\\.notifications'
        order by 1`,
    );
    expect(writers.rows).toEqual([{ name: 'queue_certification_request' }, { name: 'queue_mail' }, { name: 'queue_sms' }]);
    const serverFiles = (await readdir(path.join(projectRoot, 'server'), { recursive: true })).filter((file) => /\.tsx?$/.test(file));
    const inserting = [];
    for (const file of serverFiles) {
      if (/insert\s+into\s+public\.notifications/i.test(await readFile(path.join(projectRoot, 'server', file), 'utf8'))) inserting.push(file);
    }
    expect(inserting).toEqual([]);
  });

  it('gives up at once, with a French reason, a mail of a kind that has no template', async () => {
    const to = uniqueEmail('sans-modele');
    await t.server.ctx.db.query("insert into public.notifications (kind, recipient, data) values ('kind_inconnu', $1, '{}')", [to]);
    expect(await mailsTo(t, to)).toEqual([]);
    const row = await t.server.ctx.db.query<{ status: string; last_error: string }>('select status, last_error from public.notifications where recipient = $1', [to]);
    expect(row.rows[0]).toEqual({ status: 'failed', last_error: "Aucun modèle d'e-mail pour le type « kind_inconnu »" });
  });

  it('refuses a pending row without data, with its text or without', async () => {
    const bare = t.server.ctx.db.query("insert into public.notifications (kind, recipient) values ('contact_confirmation', 'x@example.com')");
    await expect(bare).rejects.toThrow(/notifications_pending_has_data/);
    const written = t.server.ctx.db.query(
      "insert into public.notifications (kind, recipient, subject, body_text) values ('contact_confirmation', 'x@example.com', 'Sujet', 'Texte')",
    );
    await expect(written).rejects.toThrow(/notifications_pending_has_data/);
  });
});
