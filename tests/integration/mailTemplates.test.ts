import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLinkKinds } from '../../server/auth/emailLinks';
import { mailTemplates } from '../../server/mail/templates';
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

  it('still sends a mail queued with its text before the upgrade, in HTML too', async () => {
    const to = uniqueEmail('ancien');
    await t.server.ctx.db.query(
      "insert into public.notifications (kind, recipient, subject, body_text) values ('contact_confirmation', $1, 'Nous avons bien reçu votre message', $2)",
      [to, 'Bonjour,\n\nTexte écrit avant les modèles.'],
    );
    const [mail] = await mailsTo(t, to);
    expect(mail.subject).toBe('Nous avons bien reçu votre message');
    expect(mail.text).toBe('Bonjour,\n\nTexte écrit avant les modèles.');
    expect(mail.html).toContain('Message reçu');
    expect(mail.html).toContain('Texte écrit avant les modèles.');
  });

  it('gives up at once, with a French reason, a mail of a kind that has no template', async () => {
    const to = uniqueEmail('sans-modele');
    await t.server.ctx.db.query("insert into public.notifications (kind, recipient, data) values ('kind_inconnu', $1, '{}')", [to]);
    expect(await mailsTo(t, to)).toEqual([]);
    const row = await t.server.ctx.db.query<{ status: string; last_error: string }>('select status, last_error from public.notifications where recipient = $1', [to]);
    expect(row.rows[0]).toEqual({ status: 'failed', last_error: "Aucun modèle d'e-mail pour le type « kind_inconnu »" });
  });

  it('refuses a row with neither data nor text', async () => {
    const refused = t.server.ctx.db.query("insert into public.notifications (kind, recipient) values ('contact_confirmation', 'x@example.com')");
    await expect(refused).rejects.toThrow(/notifications_data_or_text/);
  });
});
