import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder } from '../fixtures/documents';
import { seedProducts } from '../fixtures/products';
import { sentQuote } from '../fixtures/sentQuotes';
import { appointmentRequest, contactMessage, delivery, quoteRequest, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, signUpUser } from '../fixtures/users';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { uniqueEmail } from './authFixtures';

const companyAddress = 'alertes@example.bf';
const contactAddress = 'contact@example.bf';

describe('alerts to the company answer to the visitor (Reply-To)', () => {
  let t: TestServer;
  const nextSlot = slotAllocator(9);

  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1, email_general = $2 where id = 1', [companyAddress, contactAddress]);
  });
  afterAll(() => t?.close());

  const alert = (subject: RegExp) => latestMailTo(t, companyAddress, subject);

  it('contact message, quote and appointment: Reply-To is the address the visitor typed; of their own, only the quote answers to the company', async () => {
    const visitor = uniqueEmail('visiteur');
    expect((await t.client().from('contact_messages').insert(contactMessage({ email: visitor, subject: 'Réseau' }))).error).toBeNull();
    expect((await alert(/Nouveau message : Réseau/)).replyTo).toBe(visitor);

    expect((await t.client().from('quotes').insert(quoteRequest({ email: visitor, name: 'Issa Réponse' }))).error).toBeNull();
    expect((await alert(/Nouvelle demande de devis : .*Issa Réponse/)).replyTo).toBe(visitor);

    expect((await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { email: visitor }))).error).toBeNull();
    expect((await alert(/Nouvelle demande de rendez-vous/)).replyTo).toBe(visitor);

    const ownMails = await mailsTo(t, visitor);
    expect(ownMails).toHaveLength(3);
    expect(ownMails.filter((mail) => mail.replyTo !== undefined).map((mail) => [mail.subject, mail.replyTo])).toEqual([
      [expect.stringMatching(/devis/i), contactAddress],
    ]);
  });

  it('order: Reply-To is the customer\'s account address', async () => {
    const customer = await signUpUser(t, 'Awa Commande');
    const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    expect((await customer.client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 1 }], delivery })).error).toBeNull();
    expect((await alert(/Nouvelle commande/)).replyTo).toBe(customer.email);
  });

  it('a customer\'s mails about a quote, order, invoice, receipt or credit note: Reply-To is the company\'s contact address (issue 46.10)', async () => {
    const admin = await signUpAdmin(t, 'Chef Réponse');
    const customer = await signUpUser(t, 'Awa Documents');
    const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    await sentQuote(t, admin.client, customer.email, [{ description: 'Audit réseau', quantity: 1, unit_price: 100_000 }], customer.id);
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, 1);
    const invoice = await admin.client.rpc('issue_invoice', { order_id: orderId });
    expect(invoice.error).toBeNull();
    const invoiceId = (invoice.data as { id: string }).id;
    // Paid and credited once the SECeF test double certified the invoice.
    await t.server.mail.flush();
    const paid = await admin.client.from('payments').insert({ invoice_id: invoiceId, amount: 10_000, method: 'cash', paid_on: new Date().toISOString().slice(0, 10) });
    expect(paid.error).toBeNull();
    expect((await admin.client.rpc('issue_credit_note', { invoice_id: invoiceId, reason: 'Geste commercial', amount_ht: 1_000 })).error).toBeNull();

    // The credit note is certified at this flush; its mail leaves at the next (mailsTo's).
    await t.server.mail.flush();
    const mails = await mailsTo(t, customer.email);
    const subjects = [/^Votre devis DEV-/, /^Votre commande n° \d+ a bien été reçue$/, /^Commande n° \d+ : en préparation$/, /^Votre facture FAC-/, /^Reçu de paiement/, /avoir/i];
    for (const subject of subjects) {
      const mail = mails.find((candidate) => subject.test(candidate.subject));
      expect(mail, `${String(subject)} parmi ${mails.map((candidate) => candidate.subject).join(' | ')}`).toBeDefined();
      expect([mail?.subject, mail?.replyTo]).toEqual([mail?.subject, contactAddress]);
    }
  });
});
