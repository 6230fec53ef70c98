import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '../../src/shared/format/money';
import { confirmedOrder } from '../fixtures/documents';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { pdfText } from '../helpers/pdfText';
import { mailsTo, type SentMail } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

// A 4 × 2 pixel PNG, the company's logo.
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGOQ95sNRwzIHABneghBYneinwAAAABJRU5ErkJggg==', 'base64');

/** An amount as mails write it: no-break spaces, so it never wraps (the database and the site format alike). */
const fcfa = formatFcfa;
/** As read from a PDF's text, whose spaces the test folds to plain ones. */
const fcfaInPdf = (amount: number) => formatFcfa(amount).replace(/[\u202f\u00a0]/g, ' ');

async function imagesOnFirstPage(bytes: Buffer): Promise<number> {
  const document = await PDFDocument.load(new Uint8Array(bytes));
  return document.getPages()[0].node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
}

/** Issue 30: issuing an invoice or a credit note mails the customer its PDF and the portal link. */
describe('invoice and credit note mails', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Facturée');
    admin = await signUpAdmin(t, 'Chef Comptable');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    const uploaded = await t.serviceClient().storage.from('product-images').upload('company/logo.png', new Blob([new Uint8Array(logoPng)], { type: 'image/png' }));
    expect(uploaded.error).toBeNull();
    await t.server.ctx.db.query(
      `update public.site_settings set legal_name = 'Ouaga IT Services SARL', ifu = '00012345X', rccm = 'BF-OUA-2020-B-1234',
              tax_regime = 'Réel normal', tax_division = 'DGE', bank_name = 'Coris Bank', bank_account = 'BF123 0001',
              orange_money_number = '+226 70 00 00 01', moov_money_number = '+226 60 00 00 02', logo_path = 'product-images/company/logo.png'
        where id = 1`,
    );
  });
  afterAll(() => t?.close());

  async function latestMail(subject: RegExp): Promise<SentMail> {
    const mail = (await mailsTo(t, customer.email)).filter((candidate) => subject.test(candidate.subject)).at(-1);
    if (!mail) throw new Error(`aucun e-mail « ${String(subject)} » pour ${customer.email}`);
    return mail;
  }

  function attachment(mail: SentMail, filename: string): Buffer {
    const pdf = mail.attachments.find((candidate) => candidate.filename === filename);
    expect(pdf?.contentType).toBe('application/pdf');
    return pdf?.content ?? Buffer.alloc(0);
  }

  it('issuing an invoice queues a mail about it, which leaves with the invoice PDF (logo, legal mentions, lines, totals) and the invoice’s link', async () => {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, 2);
    const issued = await admin.client.rpc('issue_invoice', { order_id: orderId });
    expect(issued.error).toBeNull();
    const invoice = issued.data as { id: string; number: string; total_ht: number; total_tva: number; total_ttc: number };
    // The customer's mail waits for the SECeF's certification (issue 47): here the built-in test certifier's.
    await t.server.mail.flush();

    // Queued when the invoice is certified, about this invoice, with no PDF in the outbox.
    const queued = await t.server.ctx.db.query<{ recipient: string; status: string; invoice_id: string; data: Record<string, string> }>(
      "select recipient, status, invoice_id, data from public.notifications where kind = 'invoice_issued' and invoice_id = $1",
      [invoice.id],
    );
    expect(queued.rows).toHaveLength(1);
    expect(queued.rows[0]).toMatchObject({ recipient: customer.email, status: 'pending', invoice_id: invoice.id });
    expect(queued.rows[0].data.total_ttc).toBe(fcfa(invoice.total_ttc));
    expect(JSON.stringify(queued.rows[0])).not.toContain('%PDF');

    const mail = await latestMail(new RegExp(`Votre facture ${invoice.number}`));
    expect(mail.subject).toBe(`Votre facture ${invoice.number} : ${fcfa(invoice.total_ttc)} TTC`);
    expect(mail.text).toContain(`Total HT : ${fcfa(invoice.total_ht)}`);
    expect(mail.text).toContain(`Total TTC : ${fcfa(invoice.total_ttc)}`);
    // The invoice's token link (decision 066), for an account holder too; it opens this invoice.
    const link = new RegExp(`Voir ma facture : ${t.server.ctx.config.siteUrl.replace(/\/+$/, '')}/invoice/view/([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(link).not.toBeNull();
    expect(((await t.client().rpc('invoice_by_token', { token: link![1] })).data as { number: string }).number).toBe(invoice.number);
    expect(mail.html).toContain(`href="${link![0].replace('Voir ma facture : ', '')}"`);

    const pdf = attachment(mail, `facture-${invoice.number}.pdf`);
    const text = (await pdfText(new Uint8Array(pdf))).replace(/\s+/g, ' ');
    expect(text).toContain(`Facture n° ${invoice.number}`);
    expect(text).toContain('IFU : 00012345X – RCCM : BF-OUA-2020-B-1234');
    expect(text).toContain('Régime : Réel normal – Division fiscale : DGE');
    expect(text).toContain(`${wifi.name} 2 ${fcfaInPdf(wifi.price)} ${fcfaInPdf(wifi.price * 2)}`);
    expect(text).toContain(`Total TTC ${fcfaInPdf(invoice.total_ttc)}`);
    expect(text).toContain(`Solde dû TTC ${fcfaInPdf(invoice.total_ttc)}`);
    expect(text).toContain('Orange Money : +226 70 00 00 01');
    expect(await imagesOnFirstPage(pdf)).toBe(1);
  });

  it('a credit note mails its PDF naming the invoice it cancels, and the link to that invoice', async () => {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, 1);
    const invoice = (await admin.client.rpc('issue_invoice', { order_id: orderId })).data as { id: string; number: string };
    const issued = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Borne retournée', amount_ht: 10_000 });
    expect(issued.error).toBeNull();
    // Both certified (the invoice first: the credit note refers to its certification), then mailed.
    await t.server.mail.flush();
    const note = issued.data as { number: string; total_ttc: number };

    const mail = await latestMail(new RegExp(`Avoir ${note.number}`));
    expect(mail.subject).toBe(`Avoir ${note.number} sur votre facture ${invoice.number} : ${fcfa(note.total_ttc)} TTC`);
    expect(mail.text).toContain('Motif : Borne retournée');
    expect(mail.text).toContain('Le solde de votre facture en tient compte.');
    expect(mail.text).toMatch(/Voir ma facture : \S+\/invoice\/view\/[A-Za-z0-9_-]+/);
    const text = (await pdfText(new Uint8Array(attachment(mail, `avoir-${note.number}.pdf`)))).replace(/\s+/g, ' ');
    expect(text).toContain(`Avoir n° ${note.number}`);
    expect(text).toContain(`Avoir sur la facture n° ${invoice.number}`);
    expect(text).toContain('Sous-total HT 10 000 FCFA');
    expect(text).toContain(`Total TTC ${fcfaInPdf(note.total_ttc)}`);
    expect(text).toContain('IFU : 00012345X');
  });

  it('a payment recorded by staff mails a receipt: amount, method, date, reference, the balance left, and its PDF (issue 46)', async () => {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, 1);
    const invoice = (await admin.client.rpc('issue_invoice', { order_id: orderId })).data as { id: string; number: string; total_ttc: number };
    // A payment is taken once the SECeF certified the invoice (issue 47).
    await t.server.mail.flush();
    const today = new Date().toISOString().slice(0, 10);
    const recorded = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 100_000, method: 'orange_money', reference: 'OM-7788', paid_on: today });
    expect(recorded.error).toBeNull();

    const mail = await latestMail(/^Reçu de paiement/);
    expect(mail.subject).toBe(`Reçu de paiement : ${fcfa(100_000)} sur votre facture ${invoice.number}`);
    const [year, month, day] = today.split('-');
    expect(mail.text).toContain(`Montant : ${fcfa(100_000)}`);
    expect(mail.text).toContain('Moyen de paiement : Orange Money');
    expect(mail.text).toContain(`Date : ${day}/${month}/${year}`);
    expect(mail.text).toContain('Référence : OM-7788');
    expect(mail.text).toContain(`Reste à payer sur la facture : ${fcfa(invoice.total_ttc - 100_000)}`);
    expect(mail.text).toMatch(/Voir ma facture : \S+\/invoice\/view\/[A-Za-z0-9_-]+/);
    const text = (await pdfText(new Uint8Array(attachment(mail, `recu-${invoice.number}-${today}.pdf`)))).replace(/\s+/g, ' ');
    expect(text).toContain('REÇU DE PAIEMENT');
    expect(text).toContain(`Reçu de paiement – facture n° ${invoice.number}`);
    expect(text).toMatch(/Paiement sur la facture n° FAC-\d{4}-\d{4} : Orange .*Money, référence OM-7788/);
    expect(text).toContain(`Montant reçu ${fcfaInPdf(100_000)}`);
    expect(text).toContain(`Solde dû à ce jour ${fcfaInPdf(invoice.total_ttc - 100_000)}`);
    expect(text).toContain('IFU : 00012345X');
  });

  it('a credit note on a paid invoice says what will be refunded, not that the balance takes it into account', async () => {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, 1);
    const invoice = (await admin.client.rpc('issue_invoice', { order_id: orderId })).data as { id: string; number: string; total_ttc: number };
    await t.server.mail.flush();
    const paid = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: invoice.total_ttc, method: 'bank_transfer' });
    expect(paid.error).toBeNull();
    const note = (await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Geste commercial', amount_ht: 10_000 })).data as { number: string; total_ttc: number };
    // The credit note's mail leaves once it is certified too.
    await t.server.mail.flush();

    const mail = await latestMail(new RegExp(`Avoir ${note.number}`));
    expect(mail.text).toContain(`Votre facture étant déjà réglée, cet avoir vous ouvre droit à un remboursement de ${fcfa(note.total_ttc)}, que nous vous verserons.`);
    expect(mail.text).not.toContain('Le solde de votre facture en tient compte');
  });

  it('no mail is queued when the issue is refused', async () => {
    const before = await t.server.ctx.db.query<{ count: number }>("select count(*)::integer as count from public.notifications where kind = 'invoice_issued'");
    const placed = await customer.client.rpc('place_order', {
      items: [{ product_id: wifi.id, quantity: 1 }],
      delivery: { name: 'Awa', phone: '+226 70 00 00 00', address: 'Secteur 4', notes: '' },
    });
    const refused = await admin.client.rpc('issue_invoice', { order_id: (placed.data as { id: string }).id });
    expect(refused.error?.message).toContain('Seule une commande confirmée ou livrée se facture');
    const after = await t.server.ctx.db.query<{ count: number }>("select count(*)::integer as count from public.notifications where kind = 'invoice_issued'");
    expect(after.rows[0].count).toBe(before.rows[0].count);
  });
});
