import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '../../src/shared/format/money';
import { logoReader } from '../../server/mail/logoReader';
import { startOutboxWorkers } from '../../server/outboxWorkers';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten } from '../helpers/writtenOutbox';
import { seedProducts } from '../fixtures/products';
import { appointmentRequest, contactMessage, delivery, quoteRequest, slotAllocator } from '../fixtures/requests';
import { letAppointmentTimePass } from '../fixtures/appointmentTime';
import { SmtpSink } from '../fixtures/smtpSink';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  data: Record<string, unknown>;
  status: string;
  attempts: number;
  last_error: string | null;
}

const companyAddress = 'notifications@example.bf';

describe('mail outbox over SMTP', () => {
  let t: TestServer;
  const sink = new SmtpSink();
  const nextSlot = slotAllocator();

  beforeAll(async () => {
    await sink.start();
    t = await startTestServer({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Ouaga IT Services <no-reply@example.bf>' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  const outbox = async (where = 'true', params: unknown[] = []) =>
    asWritten(t.server.ctx.db, (await t.server.ctx.db.query<OutboxRow>(`select id::int as id, kind, recipient, subject, body_text, data, status, attempts, last_error
      from public.notifications where ${where} order by id`, params)).rows);

  it('sends two mails for a contact message: a notification to the company and a confirmation to the sender', async () => {
    const { error } = await t.client().from('contact_messages').insert(contactMessage());
    expect(error).toBeNull();
    await t.server.mail.flush();
    const mails = sink.received.filter((mail) => mail.subject.includes('Maintenance') || mail.subject.includes('votre message'));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['mariam@example.com', companyAddress]);
    expect(mails.find((mail) => mail.to[0] === companyAddress)?.subject).toBe('Nouveau message : Maintenance (Mariam Traoré)');
    expect(mails.find((mail) => mail.to[0] === 'mariam@example.com')?.subject).toBe('Nous avons bien reçu votre message');
    expect(mails.every((mail) => mail.from === 'no-reply@example.bf')).toBe(true);
    const rows = await outbox("kind in ('contact_message', 'contact_confirmation')");
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(rows[0].body_text).toContain('Proposez-vous des contrats de maintenance ?');
  });

  it('keeps mails pending with the error while SMTP is down, then delivers each exactly once when it is back', async () => {
    await sink.stop();
    const { error } = await t.client().from('quotes').insert(quoteRequest());
    expect(error).toBeNull();
    await t.server.mail.flush();
    const failed = await outbox("kind in ('quote_request', 'quote_confirmation')");
    expect(failed).toHaveLength(2);
    for (const row of failed) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toBeTruthy();
    }
    const later = await t.server.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from public.notifications where kind like 'quote_%' and next_attempt_at > now() + interval '20 seconds'",
    );
    expect(later.rows[0].n).toBe(2);

    await sink.start();
    await t.server.ctx.db.query("update public.notifications set next_attempt_at = now() where status = 'pending'");
    await t.server.mail.flush();
    await t.server.mail.flush();
    const delivered = sink.received.filter((mail) => mail.subject.includes('devis'));
    expect(delivered.map((mail) => mail.to[0]).sort()).toEqual(['issa@example.com', companyAddress]);
    expect(new Set(delivered.map((mail) => mail.messageId)).size).toBe(2);
    expect((await outbox("kind like 'quote_%'")).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('never sends a mail twice when two workers flush at the same time', async () => {
    const before = sink.received.length;
    for (let i = 0; i < 6; i += 1) {
      // Six senders: one address gets at most 5 visitor-caused mails a day (issue 11, item 2).
      await t.client().from('contact_messages').insert(contactMessage({ subject: `Rafale ${i}`, email: `rafale-${i}@example.com` }));
    }
    const secondWorker = startOutboxWorkers({ ...t.server.ctx, readLogo: logoReader(t.server.ctx) });
    try {
      await Promise.all([t.server.mail.flush(), secondWorker.flush(), t.server.mail.flush(), secondWorker.flush()]);
    } finally {
      await secondWorker.stop();
    }
    const burst = sink.received.slice(before);
    expect(burst).toHaveLength(12);
    expect(new Set(burst.map((mail) => mail.messageId)).size).toBe(12);
  });

  describe('status changes the customer cares about', () => {
    let admin: SignedInUser;
    let customer: SignedInUser;
    beforeAll(async () => {
      admin = await signUpAdmin(t, 'Chef Admin');
      customer = await signUpUser(t, 'Awa Ouédraogo');
    });

    it('mails the customer when their appointment is confirmed, then completed', async () => {
      const slot = nextSlot();
      const { data } = await customer.client
        .from('appointments')
        .insert(appointmentRequest(slot, { email: customer.email }))
        .select('id')
        .single();
      await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', data?.id);
      await letAppointmentTimePass(t, data?.id as string);
      await admin.client.from('appointments').update({ status: 'completed' }).eq('id', data?.id);
      await t.server.mail.flush();
      const subjects = sink.received.filter((mail) => mail.to[0] === customer.email).map((mail) => mail.subject);
      const day = slot.date.split('-').reverse().join('/');
      // Completed only once its time has passed: the slot was moved 104 weeks back for that.
      const pastDay = new Date(Date.parse(`${slot.date}T00:00:00Z`) - 728 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
      expect(subjects).toEqual(expect.arrayContaining([
        `Votre demande de rendez-vous du ${day} à ${slot.time.replace(':', 'h')} a bien été reçue`,
        `Rendez-vous du ${day} à ${slot.time.replace(':', 'h')} : confirmé`,
        `Rendez-vous du ${pastDay} à ${slot.time.replace(':', 'h')} : terminé`,
      ]));
    });

    it('tells the company when a customer cancels their appointment', async () => {
      const slot = nextSlot();
      const { data } = await customer.client
        .from('appointments')
        .insert(appointmentRequest(slot, { email: customer.email, full_name: 'Awa Ouédraogo' }))
        .select('id')
        .single();
      expect((await customer.client.from('appointments').update({ status: 'cancelled' }).eq('id', data?.id)).error).toBeNull();
      const toCompany = await outbox("kind = 'appointment_cancelled_by_customer'");
      expect(toCompany).toHaveLength(1);
      expect(toCompany[0].recipient).toBe(companyAddress);
      expect(toCompany[0].body_text).toContain(`${customer.email}) a annulé son rendez-vous`);
      expect(await outbox("kind = 'appointment_cancelled' and recipient = $1", [customer.email])).toHaveLength(1);
    });

    it('mails the office’s answer to a request it declines', async () => {
      const { data } = await customer.client
        .from('quotes')
        .insert(quoteRequest({ email: customer.email }))
        .select('id')
        .single();
      const answer = await admin.client
        .from('quotes')
        .update({ request_status: 'declined', answer_message: 'Nous ne travaillons pas hors de Ouagadougou.' })
        .eq('id', data?.id);
      expect(answer.error).toBeNull();
      const [row] = await outbox("kind = 'quote_declined' and recipient = $1", [customer.email]);
      expect(row.subject).toBe('Réponse à votre demande de devis : refusé');
      expect(row.body_text).toContain('Nous ne travaillons pas hors de Ouagadougou.');
      const answered = await t.server.ctx.db.query<{ answered: boolean }>('select answered_at is not null as answered from public.quotes where id = $1', [data?.id]);
      expect(answered.rows[0].answered).toBe(true);
    });

    it('mails an order to the company and the customer, then each status change to the customer', async () => {
      const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
      const { data, error } = await customer.client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 2 }], delivery });
      expect(error).toBeNull();
      const order = data as { id: string; number: number };
      await admin.client.from('orders').update({ status: 'confirmed' }).eq('id', order.id);
      await t.server.mail.flush();
      const about = sink.received.filter((mail) => mail.subject.includes(`n° ${order.number}`));
      expect(about.map((mail) => [mail.to[0], mail.subject])).toEqual(expect.arrayContaining([
        [companyAddress, `Nouvelle commande n° ${order.number} (${formatFcfa(708_000)})`],
        [customer.email, `Votre commande n° ${order.number} a bien été reçue`],
        [customer.email, `Commande n° ${order.number} : en préparation`],
      ]));
      const [confirmation] = await outbox("kind = 'order_confirmation' and recipient = $1", [customer.email]);
      expect(confirmation.body_text).toContain(`Borne Wi-Fi 6 professionnelle Ubiquiti U6 Pro × 2 : ${formatFcfa(600_000)} HT`);
      expect(confirmation.body_text).toContain(`TVA (18 %) : ${formatFcfa(108_000)}`);
      expect(confirmation.body_text).toContain(`Total TTC : ${formatFcfa(708_000)}`);
      expect(confirmation.body_text).toContain(`Sous-total HT : ${formatFcfa(600_000)}`);
    });

    it('never shows the outbox to visitors or customers, only to administrators', async () => {
      const byVisitor = await t.client().from('notifications').select('id');
      expect(byVisitor.data ?? []).toEqual([]);
      const byCustomer = await customer.client.from('notifications').select('id');
      expect(byCustomer.data ?? []).toEqual([]);
      const byAdmin = await admin.client.from('notifications').select('id');
      expect(byAdmin.data?.length).toBeGreaterThan(4);
    });
  });
});

describe('mail outbox without SMTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('writes each mail as an .eml file under DATA_DIR/mail and marks it sent', async () => {
    await t.client().from('contact_messages').insert(contactMessage({ subject: 'Un devis rapide' }));
    await t.server.mail.flush();
    const folder = path.join(t.dataDir, 'mail');
    const files = (await readdir(folder)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const contents = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
    expect(contents.some((eml) => /^To: mariam@example\.com$/m.test(eml))).toBe(true);
    expect(contents.some((eml) => /^To: notifications@example\.bf$/m.test(eml))).toBe(true);
    const pending = await t.server.ctx.db.query("select 1 from public.notifications where status <> 'sent'");
    expect(pending.rows).toHaveLength(0);
  });
});
