import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../fixtures/products';
import { delivery, quoteRequest } from '../fixtures/requests';
import { signUpUser } from '../fixtures/users';
import { pdfText } from '../helpers/pdfText';
import { mailsTo, type SentMail } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { uniqueEmail } from './authFixtures';

describe('pro forma invoices attached to the order and quote mails', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  async function latestMail(recipient: string, subject: RegExp): Promise<SentMail> {
    const mail = (await mailsTo(t, recipient)).filter((candidate) => subject.test(candidate.subject)).at(-1);
    if (!mail) throw new Error(`aucun e-mail « ${String(subject)} » pour ${recipient}`);
    return mail;
  }

  async function attachedPdfText(mail: SentMail, filename: string): Promise<string> {
    const pdf = mail.attachments.find((attachment) => attachment.filename === filename);
    expect(pdf?.contentType).toBe('application/pdf');
    return pdfText(new Uint8Array(pdf?.content ?? []));
  }

  it('the order receipt and its confirmation carry the order\'s pro forma; later mails do not', async () => {
    const customer = await signUpUser(t, 'Awa Pro Forma');
    const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    const placed = await customer.client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 2 }], delivery });
    expect(placed.error).toBeNull();
    const order = placed.data as { id: string; number: number; total: number };
    const words = (await import('../../src/shared/proForma/amountInWords')).amountInFrenchWords(order.total);

    const receipt = await latestMail(customer.email, /a bien été reçue/);
    const receiptText = await attachedPdfText(receipt, `facture-pro-forma-${order.number}.pdf`);
    expect(receiptText).toContain(`Pro forma n° ${order.number}`);
    expect(receiptText).toContain('Ouaga IT Services');
    expect(receiptText).toContain(delivery.name);
    expect(receiptText).toContain(customer.email);
    expect(receiptText).toContain(wifi.name);
    expect(receiptText).toContain('TVA (18 %)');
    expect(receiptText).toContain(`Total TTC ${new Intl.NumberFormat('fr-FR').format(order.total).replace(/\u202f/g, ' ')} FCFA`);
    expect(receiptText).toContain(words);

    const service = t.serviceClient();
    expect((await service.from('orders').update({ status: 'confirmed' }).eq('id', order.id)).error).toBeNull();
    const confirmed = await latestMail(customer.email, /: en préparation/);
    expect(await attachedPdfText(confirmed, `facture-pro-forma-${order.number}.pdf`)).toContain(`Pro forma n° ${order.number}`);

    expect((await service.from('orders').update({ status: 'delivered' }).eq('id', order.id)).error).toBeNull();
    expect((await latestMail(customer.email, /livrée/)).attachments).toEqual([]);

    // The outbox keeps which order a mail is about, never the PDF.
    const queued = await t.server.ctx.db.query<{ order_id: string; body_text: string | null; data: unknown }>(
      "select order_id, body_text, data from public.notifications where kind = 'order_confirmation' and recipient = $1",
      [customer.email],
    );
    expect(queued.rows[0]?.order_id).toBe(order.id);
    expect(JSON.stringify(queued.rows[0])).not.toContain('%PDF');
  });

  it('a receipt whose order was cancelled before it left goes without a pro forma', async () => {
    const customer = await signUpUser(t, 'Moussa Annulation');
    const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    const placed = await customer.client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 1 }], delivery });
    const order = placed.data as { id: string };
    expect((await customer.client.rpc('cancel_my_order', { order_id: order.id })).error).toBeNull();
    const mails = await mailsTo(t, customer.email);
    expect(mails.find((mail) => /a bien été reçue/.test(mail.subject))?.attachments).toEqual([]);
    expect(mails.find((mail) => /annulée/.test(mail.subject))?.attachments).toEqual([]);
  });

  it('no longer accepts a request with an amount (no second « accepté » pro forma); a declined one carries none', async () => {
    const email = uniqueEmail('devis');
    expect((await t.client().from('quotes').insert(quoteRequest({ email, name: 'Issa Proforma' }))).error).toBeNull();
    const quoteId = (await t.server.ctx.db.query<{ id: string }>('select id from public.quotes where email = $1', [email])).rows[0].id;
    const service = t.serviceClient();
    // Decision 059: a quote is accepted through its offer only, so the amount-only answer and its pro forma are gone.
    const answer = await service.from('quotes').update({ request_status: 'accepted', answer_amount: 650000, answer_message: 'Sous deux semaines.' }).eq('id', quoteId);
    expect(answer.error?.message).toMatch(/^Un devis s'accepte par son offre/);
    expect((await mailsTo(t, email)).filter((mail) => /accepté/.test(mail.subject))).toEqual([]);

    const declinedEmail = uniqueEmail('refus');
    expect((await t.client().from('quotes').insert(quoteRequest({ email: declinedEmail }))).error).toBeNull();
    const declinedId = (await t.server.ctx.db.query<{ id: string }>('select id from public.quotes where email = $1', [declinedEmail])).rows[0].id;
    expect((await service.from('quotes').update({ request_status: 'declined', answer_message: 'Non.' }).eq('id', declinedId)).error).toBeNull();
    expect((await latestMail(declinedEmail, /refusé/)).attachments).toEqual([]);
  });
});
