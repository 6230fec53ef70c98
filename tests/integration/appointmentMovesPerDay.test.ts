import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithToken } from '../fixtures/appointmentLinks';
import { slotAllocator } from '../fixtures/requests';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten, type QueuedRow } from '../helpers/writtenOutbox';

/**
 * Issue 36, item 4: a valid manage link moved an appointment without limit (20 calls in 2 s, 21
 * « déplacé » mails to the office and 21 to the customer). Now three moves a day per appointment,
 * counted by the database, and the office reads a summary of quick successive moves.
 */
describe('moves of one appointment by its customer, a few a day', () => {
  let t: TestServer;
  const nextSlot = slotAllocator(23);
  const office = 'bureau-deplacements@example.com';
  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [office]);
  });
  afterAll(() => t?.close());

  const slotLabel = async (id: string) =>
    (await t.server.ctx.db.query<{ label: string }>('select private.slot_label(date, time) as label from public.appointments where id = $1', [id])).rows[0].label;

  /** The office's « déplacé par le client » mails about this customer's booking, as the office reads them. */
  async function officeNotices(email: string) {
    const queued = await t.server.ctx.db.query<QueuedRow>(
      `select kind, subject, body_text, data from public.notifications
        where kind = 'appointment_moved_by_customer' and recipient = $1 and data ->> 'email' = $2 order by id`,
      [office, email],
    );
    return asWritten(t.server.ctx.db, queued.rows);
  }

  it('lets 3 of 20 concurrent moves through, refuses the others in French, and tells the office in a summary', async () => {
    const booked = nextSlot();
    const { id, token, email } = await bookWithToken(t, booked);
    const firstLabel = await slotLabel(id);
    const wanted = Array.from({ length: 20 }, () => nextSlot());
    const answers = await Promise.all(
      wanted.map((slot) => t.client().rpc('move_appointment_by_token', { token, new_date: slot.date, new_time: slot.time })),
    );
    const moved = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(moved).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'P0001', message: expect.stringMatching(/déjà été déplacé 3 fois en 24 heures/) });
    }

    const customerMoved = (await mailsTo(t, email)).filter((mail) => /^Rendez-vous déplacé au/.test(mail.subject));
    expect(customerMoved).toHaveLength(3);

    // One mail, or two when the first had already left as the next moves came; all three moves told.
    const notices = await officeNotices(email);
    expect(notices.length).toBeGreaterThanOrEqual(1);
    expect(notices.length).toBeLessThanOrEqual(2);
    expect(notices.reduce((sum, notice) => sum + Number(notice.data?.moves ?? 1), 0)).toBe(3);
    expect(notices[0].body_text).toContain(`du ${firstLabel}`);
    expect(notices.at(-1)!.body_text).toContain(await slotLabel(id));
    expect(notices.at(-1)!.subject).toContain(await slotLabel(id));
    for (const notice of notices) {
      const moves = Number(notice.data?.moves ?? 1);
      if (moves > 1) expect(notice.body_text).toContain(`a déplacé son rendez-vous ${moves} fois de suite`);
    }

    // The customer can still cancel: it ends the appointment, once.
    expect((await t.client().rpc('cancel_appointment_by_token', { token })).error).toBeNull();
  });
});
