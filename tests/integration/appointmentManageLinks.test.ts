import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRefusedLinkLimit } from '../../server/http/refusedLinkLimit';
import { bookWithToken, freshAddress, latestMail, manageToken } from '../fixtures/appointmentLinks';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import type { QueuedRow } from '../helpers/writtenOutbox';

describe('appointments: manage by e-mail link, without an account', () => {
  let t: TestServer;
  let admin: SignedInUser;
  const nextSlot = slotAllocator(5);
  const companyAddress = 'rdv-societe@example.com';

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [companyAddress]);
  });
  afterAll(() => t?.close());

  const row = async (id: string) =>
    (
      await t.server.ctx.db.query<{ status: string; date: string; time: string; sequence: number; last_change: string | null; last_change_at: Date | null }>(
        "select status, to_char(date, 'YYYY-MM-DD') as date, to_char(time, 'HH24:MI') as time, sequence, last_change, last_change_at from public.appointments where id = $1",
        [id],
      )
    ).rows[0];

  it('puts a link in the confirmation, keeps only its hash, and shows the appointment without personal details', async () => {
    const slot = nextSlot();
    const { id, token } = await bookWithToken(t, slot);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const outbox = await t.server.ctx.db.query<QueuedRow & { body_text: string | null }>('select kind, body_text, data from public.notifications where appointment_id = $1', [id]);
    expect(JSON.stringify(outbox.rows)).not.toContain(token);
    // The row holds the template's data only: the link is written, with its token, when the mail leaves.
    expect(outbox.rows.map((row) => row.body_text)).toEqual([null]);
    const stored = await t.server.ctx.db.query<{ token_hash: string }>('select token_hash from private.appointment_links where appointment_id = $1', [id]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].token_hash).not.toContain(token);

    const { data, error } = await t.client().rpc('appointment_by_token', { token });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, service: 'it-support', date: slot.date, time: `${slot.time}:00`, status: 'pending', can_change: true });
    expect(JSON.stringify(data)).not.toMatch(/Awa|example\.com|\+226/);
  });

  it('cancels by link: the slot is free again, the customer and the company are told, the back-office sees who and when', async () => {
    const slot = nextSlot();
    const { id, token, email } = await bookWithToken(t, slot);
    const { data, error } = await t.client().rpc('cancel_appointment_by_token', { token });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled', can_change: false });
    expect(await row(id)).toMatchObject({ status: 'cancelled', last_change: 'cancelled_by_customer', sequence: 1 });
    expect((await row(id)).last_change_at).not.toBeNull();
    const free = await t.client().rpc('available_slots', { day: slot.date });
    expect(free.data).toContain(`${slot.time}:00`);

    const cancelled = await latestMail(t, email, /annulé/);
    expect(cancelled.calendar?.method).toBe('CANCEL');
    expect(cancelled.text).not.toContain('/appointment/manage/');
    expect((await mailsTo(t, companyAddress)).some((mail) => /annulé par le client/.test(mail.subject))).toBe(true);
    const seenByAdmin = await admin.client.from('appointments').select('status, last_change, last_change_at').eq('id', id).single();
    expect(seenByAdmin.data).toMatchObject({ status: 'cancelled', last_change: 'cancelled_by_customer' });
  });

  it('keeps the reason the customer gives when cancelling by link, and tells the company why (issue 46)', async () => {
    const { id, token } = await bookWithToken(t, nextSlot());
    const { error } = await t.client().rpc('cancel_appointment_by_token', { token, reason: '  Empêchement de dernière minute ' });
    expect(error).toBeNull();
    const stored = await admin.client.from('appointments').select('status, cancellation_reason').eq('id', id).single();
    expect(stored.data).toEqual({ status: 'cancelled', cancellation_reason: 'Empêchement de dernière minute' });
    const alert = (await mailsTo(t, companyAddress)).filter((mail) => /annulé par le client/.test(mail.subject)).at(-1);
    expect(alert?.text).toContain('Motif : Empêchement de dernière minute');
    const tooLong = await bookWithToken(t, nextSlot());
    const refused = await t.client().rpc('cancel_appointment_by_token', { token: tooLong.token, reason: 'x'.repeat(501) });
    expect(refused.status).toBe(400);
    expect((await row(tooLong.id)).status).toBe('pending');
  });

  it('refuses the token once used to cancel, with the same 403 and French message as a wrong token', async () => {
    const { token } = await bookWithToken(t, nextSlot());
    expect((await t.client().rpc('cancel_appointment_by_token', { token })).error).toBeNull();
    const reused = await t.client().rpc('cancel_appointment_by_token', { token });
    const wrong = await t.client().rpc('appointment_by_token', { token: 'A'.repeat(43) });
    for (const refused of [reused, wrong, await t.client().rpc('appointment_by_token', { token })]) {
      expect(refused.status).toBe(403);
      expect(refused.error?.code).toBe('28000');
      expect(refused.error?.message).toBe('Ce lien n\'est pas ou plus valable.');
    }
  });

  it('moves by link to another open slot: old slot freed, confirmed goes back to pending, new invite with a higher SEQUENCE', async () => {
    const [from, to] = [nextSlot(), nextSlot()];
    const { id, token, email } = await bookWithToken(t, from);
    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
    const { data, error } = await t.client().rpc('move_appointment_by_token', { token, new_date: to.date, new_time: to.time });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending', date: to.date, time: `${to.time}:00` });
    expect(await row(id)).toMatchObject({ status: 'pending', date: to.date, time: to.time, last_change: 'moved_by_customer', sequence: 2 });
    expect((await t.client().rpc('available_slots', { day: from.date })).data).toContain(`${from.time}:00`);

    const moved = await latestMail(t, email, /déplacé/);
    expect(moved.text).toContain('/appointment/manage/');
    expect(moved.calendar?.method).toBe('REQUEST');
    expect(moved.calendar?.content).toContain('SEQUENCE:2');
    expect((await mailsTo(t, companyAddress)).some((mail) => /déplacé par le client/.test(mail.subject))).toBe(true);
    // The first link still works after the move: it is bound to the appointment, not the slot.
    expect((await t.client().rpc('appointment_by_token', { token })).data).toMatchObject({ date: to.date });
    expect(manageToken(moved)).not.toBe(token);
  });

  it('refuses a move to a taken, closed or past slot with a clear 4xx, leaving the appointment as it was', async () => {
    const [mine, taken] = [nextSlot(), nextSlot()];
    const { id, token } = await bookWithToken(t, mine);
    await t.client().from('appointments').insert(appointmentRequest(taken, { email: freshAddress() }));
    const onTaken = await t.client().rpc('move_appointment_by_token', { token, new_date: taken.date, new_time: taken.time });
    expect(onTaken.status).toBe(409);
    expect(onTaken.error?.message).toContain('vient d\'être réservé');
    const closed = await t.client().rpc('move_appointment_by_token', { token, new_date: mine.date, new_time: '12:00' });
    expect(closed.status).toBe(400);
    const past = await t.client().rpc('move_appointment_by_token', { token, new_date: '2024-01-08', new_time: '09:00' });
    expect(past.status).toBe(400);
    const same = await t.client().rpc('move_appointment_by_token', { token, new_date: mine.date, new_time: mine.time });
    expect(same.status).toBe(400);
    expect(await row(id)).toMatchObject({ status: 'pending', date: mine.date, time: mine.time, sequence: 0 });
  });

  it('gives a slot to exactly one of a move and a booking racing for it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [mine, wanted] = [nextSlot(), nextSlot()];
      const { token } = await bookWithToken(t, mine);
      const [move, booking] = await Promise.all([
        t.client().rpc('move_appointment_by_token', { token, new_date: wanted.date, new_time: wanted.time }),
        t.client().from('appointments').insert(appointmentRequest(wanted, { email: freshAddress('rival') })),
      ]);
      expect([move.status, booking.status].sort()).toEqual(move.status === 200 ? [200, 409] : [201, 409]);
      const holders = await t.server.ctx.db.query(
        "select 1 from public.appointments where date = $1 and time = $2 and status in ('pending', 'confirmed')",
        [wanted.date, wanted.time],
      );
      expect(holders.rows).toHaveLength(1);
    }
  });

  it('binds a token to its own appointment: it never reveals or changes another', async () => {
    const first = await bookWithToken(t, nextSlot());
    const second = await bookWithToken(t, nextSlot());
    expect((await t.client().rpc('appointment_by_token', { token: first.token })).data).toMatchObject({ id: first.id });
    expect((await t.client().rpc('cancel_appointment_by_token', { token: first.token })).error).toBeNull();
    expect(await row(second.id)).toMatchObject({ status: 'pending' });
    expect((await t.client().rpc('appointment_by_token', { token: second.token })).data).toMatchObject({ id: second.id });
  });

  it('stops a token once the appointment has started', async () => {
    const { id, token } = await bookWithToken(t, nextSlot());
    // The slot is in the past now: written with the server's connection, triggers off, as time passing would.
    await t.server.ctx.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query("update public.appointments set date = date '2024-01-08', time = '09:00' where id = $1", [id]);
    });
    const expired = await t.client().rpc('appointment_by_token', { token });
    expect(expired.status).toBe(403);
    expect(expired.error?.message).toBe('Ce lien n\'est pas ou plus valable.');
  });

  it('leaves the customers\' own rules unchanged: a visitor still reads no appointment', async () => {
    const { id } = await bookWithToken(t, nextSlot());
    const { data } = await t.client().from('appointments').select('id').eq('id', id);
    expect(data).toEqual([]);
  });
});

describe('appointments: guessing manage links', () => {
  let t: TestServer;
  /** The allowance the database declares (rate_limit.rules, refused_link), as the server read it at start. */
  let refusedTokensRule: { max: number };
  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    ({ rule: refusedTokensRule } = await readRefusedLinkLimit(t.server.ctx.db));
  });
  afterAll(() => t?.close());

  /** Calls appointment_by_token as a client at `address` (the test server trusts its own proxy header). */
  const lookUp = (token: string, address: string) =>
    fetch(`${t.url}/rest/v1/rpc/appointment_by_token`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ token }),
    });

  it('answers 429 to an address after too many refused tokens; a good link from another address still works', async () => {
    const { token } = await bookWithToken(t, slotAllocator(9)());
    expect((await lookUp(token, '203.0.113.5')).status).toBe(200);
    const guesses = [];
    for (let guess = 0; guess < refusedTokensRule.max; guess += 1) {
      guesses.push((await lookUp(`devine${guess}`.padEnd(43, 'x'), '203.0.113.5')).status);
    }
    expect(new Set(guesses)).toEqual(new Set([403]));
    const blocked = await lookUp(token, '203.0.113.5');
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { code: string }).code).toBe('PGRST429');
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await lookUp(token, '198.51.100.7')).status).toBe(200);
  });

  it('looks up at most the allowance of a burst of guesses sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, guess) => {
        const response = await lookUp(`rafale${guess}`.padEnd(43, 'x'), '203.0.113.77');
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(answers.filter((status) => status === 403).length).toBeLessThanOrEqual(refusedTokensRule.max);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100 - refusedTokensRule.max);
  });

  it('never counts a good link against its holder, however often it is opened', async () => {
    const { token } = await bookWithToken(t, slotAllocator(10)());
    const answers = [];
    for (let visit = 0; visit < refusedTokensRule.max + 5; visit += 1) answers.push((await lookUp(token, '203.0.113.88')).status);
    expect(new Set(answers)).toEqual(new Set([200]));
  });
});

describe('appointments: signed-in customers cancel and move their own', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  const nextSlot = slotAllocator(11);

  beforeAll(async () => {
    t = await startTestServer();
    [customer, stranger, admin] = await Promise.all([signUpUser(t, 'Awa Client'), signUpUser(t, 'Issa Autre'), signUpAdmin(t, 'Chef Admin')]);
  });
  afterAll(() => t?.close());

  async function bookConfirmed(): Promise<string> {
    const { data, error } = await customer.client.from('appointments').insert(appointmentRequest(nextSlot(), { email: customer.email })).select('id').single();
    if (error || !data) throw new Error(error?.message);
    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', data.id)).error).toBeNull();
    return data.id as string;
  }

  it('cancels a confirmed appointment of their own, never someone else\'s', async () => {
    const id = await bookConfirmed();
    const refused = await stranger.client.rpc('cancel_my_appointment', { appointment_id: id });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('Rendez-vous introuvable.');
    expect((await t.client().rpc('cancel_my_appointment', { appointment_id: id })).status).toBe(401);
    const { data, error } = await customer.client.rpc('cancel_my_appointment', { appointment_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled', last_change: 'cancelled_by_customer' });
    const again = await customer.client.rpc('cancel_my_appointment', { appointment_id: id });
    expect(again.status).toBe(400);
  });

  it('cancels their own appointment with a reason, kept on the appointment (issue 46)', async () => {
    const id = await bookConfirmed();
    const { error } = await customer.client.rpc('cancel_my_appointment', { appointment_id: id, reason: 'Je serai en déplacement' });
    expect(error).toBeNull();
    const stored = await admin.client.from('appointments').select('status, cancellation_reason').eq('id', id).single();
    expect(stored.data).toEqual({ status: 'cancelled', cancellation_reason: 'Je serai en déplacement' });
  });

  it('moves their own appointment to a free slot; it goes back to pending', async () => {
    const id = await bookConfirmed();
    const to = nextSlot();
    expect((await stranger.client.rpc('move_my_appointment', { appointment_id: id, new_date: to.date, new_time: to.time })).status).toBe(403);
    const { data, error } = await customer.client.rpc('move_my_appointment', { appointment_id: id, new_date: to.date, new_time: to.time });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending', date: to.date, last_change: 'moved_by_customer' });
    // Direct writes keep their old limits: a customer still cannot edit the slot through the table.
    const direct = await customer.client.from('appointments').update({ time: '16:00' }).eq('id', id);
    expect(direct.status).toBe(403);
  });
});
