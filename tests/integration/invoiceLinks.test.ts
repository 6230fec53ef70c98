import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRefusedLinkLimit } from '../../server/http/refusedLinkLimit';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

const guestAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** The « Voir ma facture » token of an invoice mail. */
function invoiceToken(text: string): string {
  const link = /https?:\/\/\S+\/invoice\/view\/([A-Za-z0-9_-]+)/.exec(text);
  if (!link) throw new Error(`pas de lien de facture dans l'e-mail : ${text}`);
  return link[1];
}

interface InvoiceView {
  number: string;
  status: string;
  balance_due: number;
  total_ttc: number;
  certification_status: string;
  secef_qr: string;
  seller: Record<string, unknown>;
  lines: { description: string; quantity: number }[];
  payments: { amount: number; method: string }[];
  credit_notes: { number: string; total_ht: number; certification_status: string }[];
}

// Issues 46.5 and 48.1: an invoice mailed to a guest opens, and is paid, through its own token link (decision 066).
describe('invoice links: the certified invoice, its credit notes and « Payer » without an account', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let macbook: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    admin = await signUpAdmin(t, 'Chef Admin');
    macbook = (await seedProducts(t.server.ctx.db))['macbook-pro-14-m3'];
  });
  afterAll(() => t?.close());

  /** A guest's order, confirmed and invoiced by staff, certified, its mail sent. */
  async function guestInvoice(email: string): Promise<{ id: string; number: string; total_ttc: number }> {
    const placed = await t.client().rpc('place_order', { items: [{ product_id: macbook.id, quantity: 1 }], delivery: { ...delivery, email } });
    expect(placed.error).toBeNull();
    const order = await admin.client.from('orders').select('id').eq('number', (placed.data as { number: number }).number).single();
    expect((await admin.client.from('orders').update({ status: 'confirmed' }).eq('id', order.data!.id)).error).toBeNull();
    const issued = await admin.client.rpc('issue_invoice', { order_id: order.data!.id });
    expect(issued.error).toBeNull();
    await t.server.mail.flush();
    return issued.data as { id: string; number: string; total_ttc: number };
  }

  const lookUp = (token: string, address = '127.0.0.1') =>
    fetch(`${t.url}/rest/v1/rpc/invoice_by_token`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ token }),
    });

  const checkoutByLink = (token: string, address = '127.0.0.1') =>
    fetch(`${t.url}/payments/v1/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ invoice_token: token }),
    });

  const invoiceMailOf = async (email: string, number: string) => {
    const mail = (await mailsTo(t, email)).find((sent) => sent.subject.startsWith(`Votre facture ${number}`));
    if (!mail) throw new Error(`pas de facture ${number} pour ${email}`);
    return mail;
  };

  it('mails the guest a link that opens the certified invoice with its seller, lines, certification and balance', async () => {
    const email = guestAddress('awa');
    const invoice = await guestInvoice(email);
    const mail = await invoiceMailOf(email, invoice.number);
    expect(mail.text).not.toContain('/dashboard/');
    const token = invoiceToken(mail.text);
    const { data, error } = await t.client().rpc('invoice_by_token', { token });
    expect(error).toBeNull();
    const view = data as InvoiceView;
    expect(view).toMatchObject({ number: invoice.number, status: 'unpaid', balance_due: invoice.total_ttc, certification_status: 'certified' });
    expect(view.secef_qr).toMatch(/^BFSECEF01;/);
    expect(view.seller).toHaveProperty('company_name');
    expect(view.lines).toEqual([expect.objectContaining({ description: expect.stringContaining('MacBook'), quantity: 1 })]);
    expect(view).not.toHaveProperty('id');
  });

  // A pending or refused invoice's link: tests/integration/invoiceCertificationFailures.test.ts (its stub keeps one pending).
  it('refuses an unknown token and a mangled one with one and the same message, on the page and on « Payer »', async () => {
    const email = guestAddress('devine');
    const invoice = await guestInvoice(email);
    const token = invoiceToken((await invoiceMailOf(email, invoice.number)).text);
    for (const wrong of ['x'.repeat(43), '', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const refused = await t.client().rpc('invoice_by_token', { token: wrong });
      expect(refused.status).toBe(403);
      expect(refused.error).toMatchObject({ code: '28000', message: 'Ce lien n\'est pas ou plus valable.' });
    }
    const checkout = await checkoutByLink('y'.repeat(43));
    expect(checkout.status).toBe(403);
    expect(await checkout.json()).toEqual({ code: 'payment_link_refused', message: 'Ce lien n’est pas ou plus valable.' });
  });

  it('pays the invoice its token opens, without an account, and brings the payer back to the link’s page', async () => {
    const email = guestAddress('paie');
    const invoice = await guestInvoice(email);
    const token = invoiceToken((await invoiceMailOf(email, invoice.number)).text);
    const started = await checkoutByLink(token);
    expect(started.status).toBe(201);
    const { payment_url: paymentUrl, amount } = (await started.json()) as { payment_url: string; amount: number };
    expect(amount).toBe(invoice.total_ttc);
    const answered = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', method: 'OMBF' }).toString(),
      redirect: 'manual',
    });
    const back = answered.headers.get('location') ?? '';
    const returned = await fetch(`${t.url}${back.replace(/^https?:\/\/[^/]+/, '')}`, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/invoice/view/${token}?paiement=paid`);
    const view = (await t.client().rpc('invoice_by_token', { token })).data as InvoiceView;
    expect(view).toMatchObject({ status: 'paid', balance_due: 0, payments: [{ amount: invoice.total_ttc, method: 'orange_money' }] });
    await t.server.mail.flush();
    const receipt = (await mailsTo(t, email)).find((sent) => sent.subject.startsWith('Reçu de paiement'));
    expect(receipt?.text).toContain(`/invoice/view/`);
    // Nothing left to pay: a second « Payer » is refused.
    const again = await checkoutByLink(token);
    expect(again.status).toBe(409);
  });

  it('never lets the token of one invoice pay another, nor bring anyone back to another invoice’s page', async () => {
    const first = await guestInvoice(guestAddress('a'));
    const secondEmail = guestAddress('b');
    const second = await guestInvoice(secondEmail);
    const secondToken = invoiceToken((await invoiceMailOf(secondEmail, second.number)).text);
    const started = await checkoutByLink(secondToken);
    const { transaction_id: transactionId } = (await started.json()) as { transaction_id: string };
    const attempt = await t.server.ctx.db.query<{ invoice_id: string }>('select invoice_id from public.payment_attempts where transaction_id = $1', [transactionId]);
    expect(attempt.rows).toEqual([{ invoice_id: second.id }]);
    // The body names no invoice: a token plus an id is refused as malformed.
    const mixed = await fetch(`${t.url}/payments/v1/checkout`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoice_token: secondToken, invoice_id: first.id }),
    });
    expect(mixed.status).toBe(400);
    // A return address naming another invoice's token leads to the portal, not to that token's page.
    const firstAttempt = await t.server.ctx.db.query<{ transaction_id: string }>(
      `insert into public.payment_attempts (invoice_id, provider, transaction_id, amount) values ($1, 'test', $2, 1) returning transaction_id`,
      [first.id, `OIS${randomUUID().replace(/-/g, '').toUpperCase()}`],
    );
    const crossed = await fetch(`${t.url}/payments/v1/return?transaction_id=${firstAttempt.rows[0].transaction_id}&lien=${secondToken}`, { redirect: 'manual' });
    expect(crossed.headers.get('location')).toMatch(new RegExp(`^/dashboard/invoices/${first.number}\\?paiement=`));
  });

  it('lists the certified credit note on the invoice’s page, and its mail links to that page', async () => {
    const email = guestAddress('avoir');
    const invoice = await guestInvoice(email);
    const token = invoiceToken((await invoiceMailOf(email, invoice.number)).text);
    const note = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Remise commerciale', amount_ht: 100_000 });
    expect(note.error).toBeNull();
    await t.server.mail.flush();
    const view = (await t.client().rpc('invoice_by_token', { token })).data as InvoiceView;
    expect(view.credit_notes).toEqual([expect.objectContaining({ total_ht: 100_000, certification_status: 'certified' })]);
    const noteMail = (await mailsTo(t, email)).find((sent) => sent.subject.startsWith('Avoir '));
    expect(noteMail).toBeDefined();
    const noteToken = invoiceToken(noteMail!.text);
    expect(((await t.client().rpc('invoice_by_token', { token: noteToken })).data as InvoiceView).number).toBe(invoice.number);
  });

  it('answers 429 to an address after too many refused invoice tokens, on the page and on « Payer »', async () => {
    const { rule } = await readRefusedLinkLimit(t.server.ctx.db);
    const email = guestAddress('limite');
    const invoice = await guestInvoice(email);
    const token = invoiceToken((await invoiceMailOf(email, invoice.number)).text);
    const statuses = [];
    for (let guess = 0; guess < rule.max; guess += 1) statuses.push((await lookUp(`devine${guess}`.padEnd(43, 'x'), '203.0.113.9')).status);
    expect(new Set(statuses)).toEqual(new Set([403]));
    expect((await lookUp(token, '203.0.113.9')).status).toBe(429);
    const blockedPay = await checkoutByLink(token, '203.0.113.9');
    expect(blockedPay.status).toBe(429);
    expect(((await blockedPay.json()) as { code: string }).code).toBe('payment_too_many_refused_links');
    expect((await lookUp(token, '198.51.100.9')).status).toBe(200);
  });
});
