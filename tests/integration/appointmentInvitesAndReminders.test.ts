import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inviteUid } from '../../src/shared/calendar/slot';
import { logoReader } from '../../server/mail/logoReader';
import { startOutboxWorkers } from '../../server/outboxWorkers';
import { bookWithToken, latestMail, manageToken } from '../fixtures/appointmentLinks';
import { slotAllocator } from '../fixtures/requests';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

function eventOf(invite: string | undefined) {
  if (!invite) throw new Error('pas d\'invitation');
  const calendar = new ICAL.Component(ICAL.parse(invite));
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined) };
}

describe('appointments: calendar invites in the mails', () => {
  let t: TestServer;
  let admin: SignedInUser;
  const nextSlot = slotAllocator(6);

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    await t.server.ctx.db.query("update public.site_settings set address = 'Zone du bois, Secteur 8', email_general = 'contact@example.bf' where id = 1");
  });
  afterAll(() => t?.close());

  it('attaches to the confirmation an invite with the slot\'s times and the appointment\'s UID, kept through confirmation and cancellation', async () => {
    const slot = nextSlot();
    const { id, email } = await bookWithToken(t, slot);
    const received = eventOf((await latestMail(t, email, /a bien été reçue/)).calendar?.content);
    expect(received.method).toBe('REQUEST');
    expect(received.event.uid).toBe(inviteUid(id));
    expect(received.event.startDate.toJSDate().toISOString()).toBe(`${slot.date}T${slot.time}:00.000Z`);
    expect(received.event.endDate.toJSDate().getTime() - received.event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    // Pending: the mail says the company will confirm, so the calendar holds it as tentative.
    expect(received.event.summary).toBe('Rendez-vous Ouaga IT Services : Support informatique (à confirmer)');
    expect(received.event.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(received.event.location).toBe('Zone du bois, Secteur 8, Ouagadougou, Burkina Faso');
    expect(received.event.sequence).toBe(0);

    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
    const confirmedMail = await latestMail(t, email, /confirmé/);
    const confirmed = eventOf(confirmedMail.calendar?.content);
    expect(confirmed.event.uid).toBe(inviteUid(id));
    expect(confirmed.method).toBe('REQUEST');
    expect(confirmed.event.sequence).toBeGreaterThan(received.event.sequence);
    expect(confirmed.event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(confirmed.event.summary).toBe('Rendez-vous Ouaga IT Services : Support informatique');
    expect(confirmedMail.text).toContain('Gérer mon rendez-vous');

    expect((await admin.client.from('appointments').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    const cancelled = eventOf((await latestMail(t, email, /annulé/)).calendar?.content);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(inviteUid(id));
    expect(cancelled.event.sequence).toBe(2);
  });

  it('tells the customer when the company moves the appointment, with the updated invite', async () => {
    const [from, to] = [nextSlot(), nextSlot()];
    const { id, email } = await bookWithToken(t, from);
    expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
    const { error } = await admin.client.from('appointments').update({ date: to.date, time: to.time }).eq('id', id);
    expect(error).toBeNull();
    const moved = await latestMail(t, email, /déplacé/);
    expect(moved.text).toContain('Nous avons dû déplacer votre rendez-vous');
    const invite = eventOf(moved.calendar?.content);
    expect(invite.event.startDate.toJSDate().toISOString()).toBe(`${to.date}T${to.time}:00.000Z`);
    expect(invite.event.sequence).toBe(2);
    expect(invite.event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const stored = await t.server.ctx.db.query<{ status: string; last_change: string }>('select status, last_change from public.appointments where id = $1', [id]);
    expect(stored.rows[0]).toEqual({ status: 'confirmed', last_change: 'moved_by_company' });
    manageToken(moved);
  });
});

describe('appointments: the reminder the day before', () => {
  let t: TestServer;
  let admin: SignedInUser;
  const nextSlot = slotAllocator(8);

  /** Every test slot is weeks ahead: lengthening the reminder's lead puts them all « within a day ». */
  const setReminderLead = (lead: '24 hours' | '400 days') =>
    t.server.ctx.db.query(`create or replace function private.appointment_reminder_lead() returns interval
      language sql immutable set search_path = '' as $$ select interval '${lead}' $$`);
  /** The day before has come for every test slot. */
  const dayBeforeHasCome = () => setReminderLead('400 days');

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  beforeEach(() => setReminderLead('24 hours'));
  afterAll(() => t?.close());

  const confirm = async (id: string) => expect((await admin.client.from('appointments').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
  const reminders = async (email: string) => (await mailsTo(t, email)).filter((mail) => /^Rappel/.test(mail.subject));

  it('sends exactly one reminder per confirmed appointment with two workers at once, greeted by name, with a working manage link', async () => {
    const booked = await Promise.all([nextSlot(), nextSlot(), nextSlot()].map((slot) => bookWithToken(t, slot)));
    for (const { id } of booked) await confirm(id);
    const pendingOnly = await bookWithToken(t, nextSlot());
    await dayBeforeHasCome();
    const second = startOutboxWorkers({ ...t.server.ctx, readLogo: logoReader(t.server.ctx) });
    try {
      await Promise.all([t.server.mail.flush(), second.flush(), t.server.mail.flush(), second.flush()]);
      await Promise.all([t.server.mail.flush(), second.flush()]);
    } finally {
      await second.stop();
    }
    for (const { email } of booked) {
      const sent = await reminders(email);
      expect(sent).toHaveLength(1);
      // Like the confirmation: « Bonjour <the name given at booking>, ».
      expect(sent[0].text.split('\n')[0]).toBe('Bonjour Awa Ouédraogo,');
      expect((await latestMail(t, email, /confirmé/)).text.split('\n')[0]).toBe('Bonjour Awa Ouédraogo,');
      expect(sent[0].text).toContain('Nous vous rappelons votre rendez-vous');
      const { data } = await t.client().rpc('appointment_by_token', { token: manageToken(sent[0]) });
      expect(data).toMatchObject({ status: 'confirmed' });
    }
    expect(await reminders(pendingOnly.email)).toHaveLength(0);
  });

  it('sends only « confirmé » when staff confirm less than a day ahead: that mail is the reminder', async () => {
    await dayBeforeHasCome();
    const { id, email } = await bookWithToken(t, nextSlot());
    await confirm(id);
    await t.server.mail.flush();
    await t.server.ctx.db.query('select private.queue_appointment_reminders()');
    await t.server.mail.flush();
    const subjects = (await mailsTo(t, email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => /confirmé/.test(subject))).toHaveLength(1);
    expect(await reminders(email)).toHaveLength(0);
    const queued = await t.server.ctx.db.query("select 1 from public.notifications where appointment_id = $1 and kind = 'appointment_reminder'", [id]);
    expect(queued.rows).toEqual([]);
  });

  it('sends only « déplacé » when staff move a confirmed appointment to less than a day ahead', async () => {
    const [from, to] = [nextSlot(), nextSlot()];
    const { id, email } = await bookWithToken(t, from);
    await confirm(id);
    await dayBeforeHasCome();
    // Reminded for the first slot, then moved by the company inside the window.
    await t.server.mail.flush();
    expect(await reminders(email)).toHaveLength(1);
    expect((await admin.client.from('appointments').update({ date: to.date, time: to.time }).eq('id', id)).error).toBeNull();
    await t.server.mail.flush();
    await t.server.ctx.db.query('select private.queue_appointment_reminders()');
    await t.server.mail.flush();
    expect((await latestMail(t, email, /déplacé/)).subject).toContain(to.time.replace(':', 'h'));
    expect(await reminders(email)).toHaveLength(1);
  });

  it('does not send it again after a restart of the claim, nor for a cancelled appointment, and withdraws one not yet sent', async () => {
    const kept = await bookWithToken(t, nextSlot());
    const cancelled = await bookWithToken(t, nextSlot());
    await confirm(kept.id);
    await confirm(cancelled.id);
    await dayBeforeHasCome();
    // Queued but not sent yet: the cancellation must withdraw it.
    await t.server.ctx.db.query('select private.queue_appointment_reminders()');
    expect((await admin.client.from('appointments').update({ status: 'cancelled' }).eq('id', cancelled.id)).error).toBeNull();
    const again = await t.server.ctx.db.query<{ queued: number }>('select private.queue_appointment_reminders() as queued');
    expect(again.rows[0].queued).toBe(0);
    expect(await reminders(kept.email)).toHaveLength(1);
    expect(await reminders(cancelled.email)).toHaveLength(0);
    const withdrawn = await t.server.ctx.db.query<{ status: string }>(
      "select status from public.notifications where appointment_id = $1 and kind = 'appointment_reminder'",
      [cancelled.id],
    );
    expect(withdrawn.rows).toEqual([{ status: 'expired' }]);
  });

  it('reminds a moved appointment for its new slot once confirmed again, never for the old one', async () => {
    const [from, to] = [nextSlot(), nextSlot()];
    const { id, token, email } = await bookWithToken(t, from);
    await confirm(id);
    await dayBeforeHasCome();
    await t.server.ctx.db.query('select private.queue_appointment_reminders()');
    expect((await t.client().rpc('move_appointment_by_token', { token, new_date: to.date, new_time: to.time })).error).toBeNull();
    expect(await reminders(email)).toHaveLength(0);
    // Confirmed again while still days ahead; the day before then comes for the new slot.
    await setReminderLead('24 hours');
    await confirm(id);
    await dayBeforeHasCome();
    const sent = await reminders(email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain(to.time.replace(':', 'h'));
  });
});
