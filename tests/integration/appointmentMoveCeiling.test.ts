import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithToken } from '../fixtures/appointmentLinks';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('a customer\'s own appointment changes and the 5-mails-a-day ceiling', () => {
  let t: TestServer;
  const nextSlot = slotAllocator(11);
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('mails every move made with the manage link, the latest included, and the cancellation, which carries no link', async () => {
    const { token, email } = await bookWithToken(t, nextSlot());
    // As many as a customer may make in a day (private.customer_moves_per_day()).
    const moves = [nextSlot(), nextSlot(), nextSlot()];
    for (const slot of moves) {
      const moved = await t.client().rpc('move_appointment_by_token', { token, new_date: slot.date, new_time: slot.time });
      expect(moved.error).toBeNull();
    }
    const movedMails = (await mailsTo(t, email)).filter((mail) => /^Rendez-vous déplacé au/.test(mail.subject));
    expect(movedMails).toHaveLength(moves.length);
    const last = moves.at(-1)!;
    expect(movedMails.at(-1)?.calendar?.content).toContain(`DTSTART:${last.date.replaceAll('-', '')}T${last.time.replace(':', '')}00Z`);

    expect((await t.client().rpc('cancel_appointment_by_token', { token })).error).toBeNull();
    const cancelled = (await mailsTo(t, email)).filter((mail) => /annulé/.test(mail.subject)).at(-1);
    expect(cancelled?.text).toContain('Les liens « Gérer mon rendez-vous » des e-mails précédents ne fonctionnent plus.');
    expect(cancelled?.text).not.toContain('/appointment/manage/');
    expect(cancelled?.html).not.toContain('/appointment/manage/');
    expect(cancelled?.calendar?.method).toBe('CANCEL');
  });

  it('still counts those mails: a new booking typed with that address past the ceiling gets no mail', async () => {
    const { token, email } = await bookWithToken(t, nextSlot());
    for (const slot of [nextSlot(), nextSlot(), nextSlot()]) {
      expect((await t.client().rpc('move_appointment_by_token', { token, new_date: slot.date, new_time: slot.time })).error).toBeNull();
    }
    expect((await t.client().rpc('cancel_appointment_by_token', { token })).error).toBeNull();
    const before = (await mailsTo(t, email)).length;
    expect(before).toBe(5);
    expect((await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { email }))).error).toBeNull();
    expect(await mailsTo(t, email)).toHaveLength(before);
  });
});
