import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithToken } from '../fixtures/appointmentLinks';
import { contactMessage, quoteRequest, slotAllocator } from '../fixtures/requests';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { uniqueEmail } from './authFixtures';

const companyAddress = 'alertes@example.bf';

/** Issue 33: every e-mail that concerns a record links to it; for the company, in the back-office. */
describe('the company’s alerts link to their record in the back-office', () => {
  let t: TestServer;
  let siteUrl: string;

  beforeAll(async () => {
    t = await startTestServer();
    siteUrl = t.server.ctx.config.siteUrl.replace(/\/+$/, '');
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [companyAddress]);
  });
  afterAll(() => t?.close());

  const alert = (subject: RegExp) => latestMailTo(t, companyAddress, subject);

  const idOf = async (table: 'contact_messages' | 'quotes', email: string) =>
    (await t.server.ctx.db.query<{ id: string }>(`select id from public.${table} where email = $1`, [email])).rows[0].id;

  it('a message and a quote request: a « Voir dans le back-office » button to the record; the sender’s own mail has none', async () => {
    const visitor = uniqueEmail('lien');
    expect((await t.client().from('contact_messages').insert(contactMessage({ email: visitor, subject: 'Imprimante' }))).error).toBeNull();
    const message = await alert(/Nouveau message : Imprimante/);
    const messageLink = `${siteUrl}/admin/contact_messages/${await idOf('contact_messages', visitor)}/show`;
    expect(message.text).toContain(`Voir dans le back-office : ${messageLink}`);
    // A button in the HTML version, under its own label.
    expect(message.html).toContain(`href="${messageLink}"`);
    expect(message.html).toMatch(/>Voir dans le back-office</);

    expect((await t.client().from('quotes').insert(quoteRequest({ email: visitor, name: 'Issa Lien' }))).error).toBeNull();
    const quote = await alert(/Nouvelle demande de devis : .*Issa Lien/);
    expect(quote.text).toContain(`Voir dans le back-office : ${siteUrl}/admin/quotes/${await idOf('quotes', visitor)}/show`);

    for (const own of await mailsTo(t, visitor)) expect(own.text).not.toContain('/admin/');
  });

  it('an appointment booked, moved and cancelled by its customer: each alert links to it, the customer’s own mails do not', async () => {
    const nextSlot = slotAllocator(9);
    const { id, token, email } = await bookWithToken(t, nextSlot());
    const appointmentLink = `${siteUrl}/admin/appointments/${id}/show`;
    const booked = await alert(/Nouvelle demande de rendez-vous/);
    expect(booked.text).toContain(`Voir dans le back-office : ${appointmentLink}`);
    expect(booked.html).toContain(`href="${appointmentLink}"`);

    const to = nextSlot();
    expect((await t.client().rpc('move_appointment_by_token', { token, new_date: to.date, new_time: to.time })).error).toBeNull();
    expect((await alert(/Rendez-vous déplacé par le client/)).text).toContain(`Voir dans le back-office : ${appointmentLink}`);
    expect((await t.client().rpc('cancel_appointment_by_token', { token })).error).toBeNull();
    expect((await alert(/Rendez-vous annulé par le client/)).text).toContain(`Voir dans le back-office : ${appointmentLink}`);

    for (const own of await mailsTo(t, email)) expect(own.text).not.toContain('/admin/');
  });
});
