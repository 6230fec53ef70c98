import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOutboxConsumer, type OutboxOutcome, type OutboxRow } from '../../server/outbox';
import { maxAttempts } from '../../server/outbox/recordOutcome';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface StoredRow {
  status: string;
  attempts: number;
  last_error: string | null;
  subject: string | null;
  sent_at: string | null;
  /** Seconds from now to the row's next attempt. */
  due_in: number;
}

/**
 * Decision 056: a new consumer of the outbox (the SECeF certification, payment checks) is a channel and a
 * handler; the outbox claims its rows, records what the handler answered, retries with back-off. A fake
 * handler on the 'certification' channel stands in for one.
 */
describe('a consumer of the outbox', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
    // The server's own consumers stop: its certification consumer (decision 062) would take the fake's rows.
    await t.server.mail.stop();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Queues a certification row as a producer would (its recipient is the SECeF), due now. */
  const queueCertification = async (invoiceNumber: string): Promise<number> => {
    const queued = await t.server.ctx.db.query<{ id: number }>(
      `insert into public.notifications (kind, channel, recipient, data) values ('invoice_certification', 'certification', 'secef', $1::jsonb)
       returning id::integer as id`,
      [JSON.stringify({ invoice_number: invoiceNumber })],
    );
    return queued.rows[0].id;
  };
  const stored = async (id: number): Promise<StoredRow> =>
    (await t.server.ctx.db.query<StoredRow>(
      `select status, attempts, last_error, subject, sent_at::text as sent_at,
              extract(epoch from next_attempt_at - now())::float8 as due_in
         from public.notifications where id = $1`,
      [id],
    )).rows[0];
  const makeDue = (id: number) => t.server.ctx.db.query('update public.notifications set next_attempt_at = now() where id = $1', [id]);

  /** Runs a consumer that answers `answer` for the rows it is given, once, and returns the rows it was given. */
  async function consumeOnce(answer: (row: OutboxRow) => OutboxOutcome | Promise<OutboxOutcome>, batchSize = 20): Promise<OutboxRow[]> {
    const handled: OutboxRow[] = [];
    const consumer = runOutboxConsumer({
      db: t.server.ctx.db,
      name: 'certification',
      channel: 'certification',
      batchSize,
      intervalMs: 0,
      handle: async (row) => {
        handled.push(row);
        return answer(row);
      },
    });
    try {
      await consumer.flush();
    } finally {
      await consumer.stop();
    }
    return handled;
  }

  it('hands a due row of its channel to the handler once and records it sent with the subject given', async () => {
    const id = await queueCertification('FAC-2026-0001');
    const handled = await consumeOnce(() => ({ outcome: 'sent', subject: 'Facture certifiée' }));
    expect(handled.map((row) => [row.id, row.channel, row.recipient, row.data])).toEqual([[id, 'certification', 'secef', { invoice_number: 'FAC-2026-0001' }]]);
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 0, subject: 'Facture certifiée', last_error: null });
    expect((await stored(id)).sent_at).not.toBeNull();
    expect(await consumeOnce(() => ({ outcome: 'sent' }))).toEqual([]);
  });

  it('never gives its handler a row of another channel', async () => {
    const mail = await t.server.ctx.db.query<{ id: number }>(
      `insert into public.notifications (kind, channel, recipient, data) values ('contact_confirmation', 'email', 'awa@example.com', '{}'::jsonb)
       returning id::integer as id`,
    );
    const certification = await queueCertification('FAC-2026-0010');
    const handled = await consumeOnce(() => ({ outcome: 'sent' }));
    expect(handled.map((row) => row.id)).toEqual([certification]);
    expect(handled.map((row) => row.id)).not.toContain(mail.rows[0].id);
  });

  it('tries a row again after the back-off (30 s, then doubling), or after the delay the handler asks for', async () => {
    const id = await queueCertification('FAC-2026-0002');
    await consumeOnce(() => ({ outcome: 'retry', error: 'SECeF injoignable' }));
    const first = await stored(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SECeF injoignable' });
    expect(first.due_in).toBeGreaterThan(25);
    expect(first.due_in).toBeLessThanOrEqual(30);
    expect(await consumeOnce(() => ({ outcome: 'sent' }))).toEqual([]);

    await makeDue(id);
    await consumeOnce(() => ({ outcome: 'retry', error: 'SECeF injoignable' }));
    const second = await stored(id);
    expect(second.attempts).toBe(2);
    expect(second.due_in).toBeGreaterThan(55);
    expect(second.due_in).toBeLessThanOrEqual(60);

    await makeDue(id);
    await consumeOnce(() => ({ outcome: 'retry', error: 'Réponse en attente', delayMs: 5 * 60_000 }));
    const asked = await stored(id);
    expect(asked).toMatchObject({ status: 'pending', attempts: 3, last_error: 'Réponse en attente' });
    expect(asked.due_in).toBeGreaterThan(295);
    expect(asked.due_in).toBeLessThanOrEqual(300);
  });

  it(`gives a row up after ${maxAttempts} attempts`, async () => {
    const id = await queueCertification('FAC-2026-0003');
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      await makeDue(id);
      expect(await consumeOnce(() => ({ outcome: 'retry', error: `essai ${attempt}` }))).toHaveLength(1);
    }
    expect(await stored(id)).toMatchObject({ status: 'failed', attempts: maxAttempts, last_error: `essai ${maxAttempts}` });
    await makeDue(id);
    expect(await consumeOnce(() => ({ outcome: 'sent' }))).toEqual([]);
  });

  it('gives a row up at once when the handler says it failed for good, and marks a withdrawn one expired', async () => {
    const refused = await queueCertification('FAC-2026-0004');
    await consumeOnce(() => ({ outcome: 'failed', error: 'Facture refusée par le SECeF' }));
    expect(await stored(refused)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Facture refusée par le SECeF' });

    const withdrawn = await queueCertification('FAC-2026-0005');
    await consumeOnce(() => ({ outcome: 'withdrawn', reason: 'Facture annulée' }));
    expect(await stored(withdrawn)).toMatchObject({ status: 'expired', attempts: 0, last_error: 'Facture annulée' });
  });

  it('leaves the claimed rows alone, no attempt counted, when the handler throws (the database is gone)', async () => {
    const id = await queueCertification('FAC-2026-0006');
    await expect(consumeOnce(() => {
      throw new Error('connexion perdue');
    })).rejects.toThrow('connexion perdue');
    const left = await stored(id);
    expect(left).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    // Leased: due again only when the claim's lease ends.
    expect(left.due_in).toBeGreaterThan(500);
    await makeDue(id);
    await consumeOnce(() => ({ outcome: 'sent' }));
  });

  it('never hands one row to two consumers that claim at the same time', async () => {
    const ids = [];
    for (let index = 0; index < 30; index += 1) ids.push(await queueCertification(`FAC-2026-1${String(index).padStart(3, '0')}`));
    const slowly = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { outcome: 'sent' } as const;
    };
    const [first, second] = await Promise.all([consumeOnce(slowly, 4), consumeOnce(slowly, 4)]);
    const handled = [...first, ...second].map((row) => row.id).sort((a, b) => a - b);
    expect(handled).toEqual(ids);
    for (const id of ids) expect((await stored(id)).status).toBe('sent');
  });

  it('keeps a certification row addressed to the SECeF only', async () => {
    await expect(t.server.ctx.db.query(
      `insert into public.notifications (kind, channel, recipient, data) values ('invoice_certification', 'certification', 'awa@example.com', '{}'::jsonb)`,
    )).rejects.toMatchObject({ code: '23514' });
    await expect(t.server.ctx.db.query(
      `insert into public.notifications (kind, channel, recipient, data) values ('invoice_certification', 'fax', 'secef', '{}'::jsonb)`,
    )).rejects.toMatchObject({ code: '23514' });
  });
});
