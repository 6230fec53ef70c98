import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, quoteRequest } from '../fixtures/requests';
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
});
