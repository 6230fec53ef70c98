import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoReader } from '../../server/mail/logoReader';
import { queueMail } from '../../server/outbox/queueMessages';
import { maxAttempts } from '../../server/outbox/recordOutcome';
import { startOutboxWorkers } from '../../server/outboxWorkers';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { SmtpSink } from '../fixtures/smtpSink';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface OutboxRow {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/** Issue 11, item 6: a mail is sent, given up, or expires; finished rows do not stay for ever. */
describe('the end of an outbox mail', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  const sink = new SmtpSink();
  const nextSlot = slotAllocator(6);

  beforeAll(async () => {
    await sink.start();
    t = await startTestServer({ env: { SMTP_URL: sink.url } });
    admin = await signUpAdmin(t, 'Chef Admin');
    customer = await signUpUser(t, 'Awa Ouédraogo');
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  const rowsTo = async (recipient: string) =>
    (await t.server.ctx.db.query<OutboxRow>(
      'select id::int as id, kind, status, attempts, last_error from public.notifications where recipient = $1 order by id',
      [recipient],
    )).rows;
  const queue = (to: string) => queueMail(t.server.ctx.db, { kind: 'contact_confirmation', to, data: { verified: false, product: null } });
  const makeDueNow = (to: string) => t.server.ctx.db.query('update public.notifications set next_attempt_at = now() where recipient = $1', [to]);
  const receivedBy = (to: string) => sink.received.filter((mail) => mail.to.includes(to));

  it('gives a mail up at once when the server refuses the recipient for good (5xx), and never tries it again', async () => {
    sink.refuse('@domaine-inconnu.example', { code: 550, message: '5.1.2 Domaine de destination inconnu' });
    await queue('personne@domaine-inconnu.example');
    await t.server.mail.flush();
    await makeDueNow('personne@domaine-inconnu.example');
    await t.server.mail.flush();
    const [row] = await rowsTo('personne@domaine-inconnu.example');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('550');
    expect(receivedBy('personne@domaine-inconnu.example')).toEqual([]);
  });

  it(`keeps retrying a temporary refusal (4xx), then gives up after ${maxAttempts} attempts`, async () => {
    sink.refuse('boite-pleine@example.com', { code: 452, message: '4.2.2 Boîte pleine, réessayez plus tard' });
    await queue('boite-pleine@example.com');
    const statuses: string[] = [];
    for (let attempt = 1; attempt <= maxAttempts + 2; attempt += 1) {
      await t.server.mail.flush();
      statuses.push((await rowsTo('boite-pleine@example.com'))[0].status);
      await makeDueNow('boite-pleine@example.com');
    }
    expect(statuses.slice(0, maxAttempts - 1).every((status) => status === 'pending')).toBe(true);
    expect(statuses.slice(maxAttempts - 1).every((status) => status === 'failed')).toBe(true);
    expect((await rowsTo('boite-pleine@example.com'))[0].attempts).toBe(maxAttempts);
  });

  it('never sends a recovery link after its life (60 minutes): the mail is marked expired', async () => {
    const { error } = await t.client().auth.resetPasswordForEmail(customer.email);
    expect(error).toBeNull();
    const life = await t.server.ctx.db.query<{ minutes: number }>(
      "select extract(epoch from expires_at - created_at)::int / 60 as minutes from public.notifications where kind = 'password_recovery' and recipient = $1",
      [customer.email],
    );
    expect(life.rows).toEqual([{ minutes: 60 }]);
    // The mail worker was down for two hours.
    await t.server.ctx.db.query(
      "update public.notifications set created_at = created_at - interval '2 hours', expires_at = expires_at - interval '2 hours' where recipient = $1",
      [customer.email],
    );
    await t.server.mail.flush();
    expect((await rowsTo(customer.email)).map((row) => [row.kind, row.status])).toEqual([['password_recovery', 'expired']]);
    expect(receivedBy(customer.email)).toEqual([]);
  });

  it('lets an appointment confirmation expire at the slot\'s start', async () => {
    const slot = nextSlot();
    await t.client().from('appointments').insert(appointmentRequest(slot, { email: 'rdv-expire@example.com' }));
    const expiry = await t.server.ctx.db.query<{ expires_at: Date }>(
      "select expires_at from public.notifications where recipient = 'rdv-expire@example.com'",
    );
    expect(new Date(expiry.rows[0].expires_at).toISOString()).toBe(new Date(`${slot.date}T${slot.time}:00Z`).toISOString());
  });

  it('deletes sent, failed and expired mails 90 days after they were queued, when the mail worker runs; keeps the rest', async () => {
    const aged = [
      ['vieux-envoye@example.com', 'sent', 91],
      ['vieux-echec@example.com', 'failed', 91],
      ['vieux-expire@example.com', 'expired', 91],
      ['recent-envoye@example.com', 'sent', 89],
      ['vieux-en-attente@example.com', 'pending', 91],
    ] as const;
    for (const [to, status, days] of aged) {
      await queue(to);
      await t.server.ctx.db.query(
        `update public.notifications set status = $2, created_at = now() - make_interval(days => $3),
           next_attempt_at = now() + interval '1 day' where recipient = $1`,
        [to, status, days],
      );
    }
    const worker = startOutboxWorkers({ ...t.server.ctx, readLogo: logoReader(t.server.ctx) });
    try {
      await worker.flush();
    } finally {
      await worker.stop();
    }
    const left = await t.server.ctx.db.query<{ recipient: string }>(
      "select recipient from public.notifications where recipient like 'vieux-%' or recipient like 'recent-%' order by recipient",
    );
    expect(left.rows.map((row) => row.recipient)).toEqual(['recent-envoye@example.com', 'vieux-en-attente@example.com']);
  });

  it('shows failed and expired mails to administrators only, filtered by status', async () => {
    const byAdmin = await admin.client.from('notifications').select('recipient, status, last_error').in('status', ['failed', 'expired']);
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data?.map((row) => row.recipient)).toEqual(expect.arrayContaining([
      'personne@domaine-inconnu.example', 'boite-pleine@example.com', customer.email,
    ]));
    expect((await customer.client.from('notifications').select('id').eq('status', 'failed')).data ?? []).toEqual([]);
    expect((await t.client().from('notifications').select('id').eq('status', 'failed')).data ?? []).toEqual([]);
  });
});
