import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '../../src/shared/format/money';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { confirmedOrder, draftQuote } from '../fixtures/documents';
import { testSellerDetails } from '../fixtures/sellerDetails';
import { mailsTo } from '../helpers/sentMails';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

interface Invoice {
  id: string;
  number: string;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  amount_paid: number;
  balance_due: number;
  refund_due: number;
  amount_refunded: number;
  status: string;
}

/** Issue 30: amounts and their rounding, frozen invoices, payments and credit notes, who sees what. */
describe('quotes totals, invoices, payments and credit notes', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let otherCustomer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    otherCustomer = await signUpUser(t, 'Issa Sawadogo');
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  async function issuedInvoice(quantity = 1): Promise<Invoice> {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, quantity);
    const { data, error } = await admin.client.rpc('issue_invoice', { order_id: orderId });
    if (error) throw new Error(error.message);
    // The customer sees it, and it is paid, once the SECeF certified it (issue 47): the built-in test certifier here.
    await t.server.mail.flush();
    return data as Invoice;
  }

  async function storedInvoice(id: string): Promise<Invoice> {
    const { data } = await admin.client.from('invoices').select('*').eq('id', id).single();
    return data as Invoice;
  }

  it('rounds a discounted unit price to the franc and the TVA once on the total HT (3 × 333 333, 15 %)', async () => {
    // A draft shows no totals (a customer must not read a price before it is sent, decision 059): the
    // database computes them from the lines when the quote is sent.
    const sentTotals = async (lines: { description: string; quantity: number; unit_price: number; discount_percent?: number }[]) => {
      const id = await draftQuote(admin.client, customer.id, lines);
      const draft = await admin.client.from('quotes').select('total_ht, total_tva, total_ttc').eq('id', id).single();
      expect(draft.data).toEqual({ total_ht: 0, total_tva: 0, total_ttc: 0 });
      const sent = await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id).select('total_ht, total_tva, total_ttc').single();
      if (sent.error) throw new Error(sent.error.message);
      const lineAmounts = await admin.client.from('quote_lines').select('net_unit_price, line_total').eq('quote_id', id).order('position');
      return { totals: sent.data, lines: lineAmounts.data };
    };
    // 999 999 HT; TVA 18 % = 179 999,82 → 180 000.
    expect((await sentTotals([{ description: 'Poste de travail', quantity: 3, unit_price: 333_333 }])).totals).toEqual({
      total_ht: 999_999,
      total_tva: 180_000,
      total_ttc: 1_179_999,
    });

    // 333 333 × 0,85 = 283 333,05 → 283 333 the unit; × 3 = 849 999; TVA 152 999,82 → 153 000.
    const discounted = await sentTotals([{ description: 'Poste de travail', quantity: 3, unit_price: 333_333, discount_percent: 15 }]);
    expect(discounted.lines).toEqual([{ net_unit_price: 283_333, line_total: 849_999 }]);
    expect(discounted.totals).toEqual({ total_ht: 849_999, total_tva: 153_000, total_ttc: 1_002_999 });

    // 850 000 HT, TVA 153 000 exactly.
    const withCable = await sentTotals([
      { description: 'Poste de travail', quantity: 3, unit_price: 333_333, discount_percent: 15 },
      { description: 'Câble', quantity: 1, unit_price: 1 },
    ]);
    expect(withCable.totals).toEqual({ total_ht: 850_000, total_tva: 153_000, total_ttc: 1_003_000 });
  });

  it('ignores totals typed by staff and freezes a sent quote and its lines', async () => {
    const id = await draftQuote(admin.client, customer.id, [{ description: 'Audit', quantity: 1, unit_price: 500_000 }]);
    await admin.client.from('quotes').update({ total_ht: 1, total_tva: 0, total_ttc: 1 }).eq('id', id);
    const typed = await admin.client.from('quotes').select('total_ht, total_ttc').eq('id', id).single();
    expect(typed.data).toEqual({ total_ht: 0, total_ttc: 0 });

    const sent = await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id).select('valid_until, tax_rate, total_ht, total_ttc').single();
    expect({ total_ht: sent.data?.total_ht, total_ttc: sent.data?.total_ttc }).toEqual({ total_ht: 500_000, total_ttc: 590_000 });
    const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(sent.data?.valid_until).toBe(inThirtyDays);
    expect(Number(sent.data?.tax_rate)).toBe(18);

    const frozen = 'Un devis envoyé ne se modifie plus : faites un nouveau devis.';
    expect((await admin.client.from('quote_lines').update({ unit_price: 1 }).eq('quote_id', id)).error?.message).toBe(frozen);
    expect((await admin.client.from('quote_lines').delete().eq('quote_id', id)).error?.message).toBe(frozen);
    expect((await admin.client.from('quote_lines').insert({ quote_id: id, description: 'x', quantity: 1, unit_price: 1 })).error?.message).toBe(frozen);
    expect((await admin.client.from('quotes').update({ notes: 'autre' }).eq('id', id)).error?.message).toBe(frozen);
    expect((await t.serviceClient().from('quote_lines').update({ unit_price: 1 }).eq('quote_id', id)).error?.message).toBe(frozen);
    const after = await admin.client.from('quotes').select('total_ttc').eq('id', id).single();
    expect(after.data?.total_ttc).toBe(590_000);
  });

  it('refuses a request born as an offer, from a visitor as from staff', async () => {
    const early = await admin.client.from('quotes').insert({
      name: 'X', email: 'x@example.com', phone: '+226 70 00 00 00', project_type: 'other', services: ['maintenance'],
      offer_status: 'accepted',
    });
    expect(early.error?.message).toBe('Un devis commence en brouillon : son numéro et ses montants viennent de ses lignes et de son envoi.');
  });

  it('copies the order into the invoice, and lets no one change or delete it, the service role and the owner included', async () => {
    const invoice = await issuedInvoice(2);
    expect(invoice).toMatchObject({ total_ht: 600_000, total_tva: 108_000, total_ttc: 708_000, balance_due: 708_000, status: 'unpaid' });
    const lines = await customer.client.from('invoice_lines').select('description, quantity, unit_price, line_total').eq('invoice_id', invoice.id);
    expect(lines.data).toEqual([{ description: wifi.name, quantity: 2, unit_price: 300_000, line_total: 600_000 }]);
    const seller = await admin.client.from('invoices').select('seller').eq('id', invoice.id).single();
    expect(seller.data?.seller).toMatchObject({ company_name: 'Ouaga IT Services', ifu: testSellerDetails.ifu, rccm: testSellerDetails.rccm });

    for (const client of [admin.client, t.serviceClient()]) {
      expect((await client.from('invoices').update({ total_ttc: 1, status: 'paid' }).eq('id', invoice.id)).error?.code).toBe('42501');
      expect((await client.from('invoices').delete().eq('id', invoice.id)).error?.code).toBe('42501');
      expect((await client.from('invoice_lines').update({ unit_price: 1 }).eq('invoice_id', invoice.id)).error?.code).toBe('42501');
      expect((await client.from('invoice_lines').insert({ invoice_id: invoice.id, position: 9, description: 'x', quantity: 1, unit_price: 1, line_total: 1 })).error?.code).toBe('42501');
    }
    const db = t.server.ctx.db;
    await expect(db.query('update public.invoices set total_ttc = 1 where id = $1', [invoice.id])).rejects.toThrow(/ne se modifie pas/);
    await expect(db.query('delete from public.invoices where id = $1', [invoice.id])).rejects.toThrow(/ne se modifie pas/);
    await expect(db.query('delete from public.invoice_lines where invoice_id = $1', [invoice.id])).rejects.toThrow(/ne se modifie pas/);
    await expect(db.query(
      "insert into public.invoice_lines (invoice_id, position, description, quantity, unit_price, line_total) values ($1, 9, 'x', 1, 1, 1)",
      [invoice.id])).rejects.toThrow(/ne se modifie pas/);
    expect(await storedInvoice(invoice.id)).toMatchObject({ total_ttc: 708_000, status: 'unpaid' });
  });

  it('follows payments: partial, then the rest; refuses an overpayment and a customer recording one', async () => {
    const invoice = await issuedInvoice(1);
    const first = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 100_000, method: 'orange_money', reference: 'OM-123' });
    expect(first.error).toBeNull();
    expect(await storedInvoice(invoice.id)).toMatchObject({ amount_paid: 100_000, balance_due: 254_000, status: 'partially_paid' });

    const over = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 254_001, method: 'cash' });
    expect(over.error?.message).toMatch(new RegExp(`^Le paiement \\(${formatFcfa(254_001)}\\) dépasse le solde dû de la facture FAC-\\d{4}-\\d{4} \\(${formatFcfa(254_000)}\\)\\.$`));
    const byCustomer = await customer.client.from('payments').insert({ invoice_id: invoice.id, amount: 254_000, method: 'cash' });
    expect(byCustomer.error).not.toBeNull();

    const rest = await Promise.all([
      admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 254_000, method: 'bank_transfer' }),
      admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 254_000, method: 'cheque' }),
    ]);
    // Two staff entering the same payment at once: one goes through, the other meets the balance.
    expect(rest.filter((answer) => answer.error === null)).toHaveLength(1);
    expect(await storedInvoice(invoice.id)).toMatchObject({ amount_paid: 354_000, balance_due: 0, status: 'paid' });

    const mine = await customer.client.from('payments').select('amount, method').eq('invoice_id', invoice.id).order('amount');
    expect(mine.data?.map((payment) => payment.amount)).toEqual([100_000, 254_000]);
  });

  it('cancels part then the rest of an invoice by credit notes, and takes no payment once cancelled', async () => {
    const invoice = await issuedInvoice(1); // 300 000 HT, 54 000 TVA
    const part = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Remise commerciale', amount_ht: 100_001 });
    expect(part.error).toBeNull();
    expect(part.data).toMatchObject({ number: expect.stringMatching(/^AV-\d{4}-0001$/), total_ht: 100_001, total_tva: 18_000, total_ttc: 118_001 });
    expect(await storedInvoice(invoice.id)).toMatchObject({ balance_due: 235_999, status: 'unpaid' });

    const rest = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Commande annulée' });
    expect(rest.data).toMatchObject({ number: expect.stringMatching(/^AV-\d{4}-0002$/), total_ht: 199_999, total_tva: 36_000 });
    expect(await storedInvoice(invoice.id)).toMatchObject({ balance_due: 0, status: 'cancelled' });
    const again = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'encore' });
    expect(again.error?.message).toMatch(/déjà entièrement annulée par avoir/);
    const paid = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 1, method: 'cash' });
    expect(paid.error?.message).toMatch(/annulée par avoir : elle ne reçoit plus de paiement/);
    expect((await admin.client.from('credit_notes').delete().eq('invoice_id', invoice.id)).error?.code).toBe('42501');
    expect((await customer.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'moi' })).error?.code).toBe('42501');
  });

  it('a credit note after full payment leaves nothing to pay and a refund due, which recorded refunds close (issue 46)', async () => {
    const invoice = await issuedInvoice(1); // 354 000 TTC
    expect((await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 354_000, method: 'bank_transfer' })).error).toBeNull();
    const note = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Remise accordée', amount_ht: 100_000 });
    expect(note.data).toMatchObject({ total_ttc: 118_000 });
    expect(await storedInvoice(invoice.id)).toMatchObject({ balance_due: 0, refund_due: 118_000, amount_refunded: 0, status: 'paid' });
    const mine = await customer.client.from('invoices').select('balance_due, refund_due').eq('id', invoice.id).single();
    expect(mine.data).toEqual({ balance_due: 0, refund_due: 118_000 });

    const more = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 1, method: 'cash' });
    expect(more.error?.message).toMatch(/dépasse le solde dû de la facture FAC-\d{4}-\d{4} \(0\sFCFA\)/);
    const over = await admin.client.from('refunds').insert({ invoice_id: invoice.id, amount: 118_001, method: 'cash' });
    expect(over.error?.message).toMatch(new RegExp(`^Le remboursement \\(${formatFcfa(118_001)}\\) dépasse l'avoir à rembourser sur la facture ${invoice.number} \\(${formatFcfa(118_000)}\\)\\.$`));
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await admin.client.from('refunds').insert({ invoice_id: invoice.id, amount: 1_000, method: 'cash', refunded_on: tomorrow });
    expect(future.error?.message).toBe('La date du remboursement ne peut pas être dans le futur.');
    const byCustomer = await customer.client.from('refunds').insert({ invoice_id: invoice.id, amount: 1_000, method: 'cash' });
    expect(byCustomer.error).not.toBeNull();

    const part = await admin.client.from('refunds').insert({ invoice_id: invoice.id, amount: 18_000, method: 'orange_money', reference: 'OM-REMB-1' });
    expect(part.error).toBeNull();
    expect(await storedInvoice(invoice.id)).toMatchObject({ balance_due: 0, refund_due: 100_000, amount_refunded: 18_000 });
    // The customer is told what was paid back and what is still owed to them.
    const refundMail = (await mailsTo(t, customer.email)).find((mail) => mail.subject === `Remboursement de ${formatFcfa(18_000)} sur votre facture ${invoice.number}`);
    expect(refundMail?.text).toContain(`Reste à vous rembourser sur cette facture : ${formatFcfa(100_000)}`);
    expect(refundMail?.text).toContain('Référence : OM-REMB-1');
    const rest = await Promise.all([
      admin.client.from('refunds').insert({ invoice_id: invoice.id, amount: 100_000, method: 'bank_transfer' }),
      admin.client.from('refunds').insert({ invoice_id: invoice.id, amount: 100_000, method: 'cheque' }),
    ]);
    // Two staff entering the same refund at once: one goes through, the other meets what is left to refund.
    expect(rest.filter((answer) => answer.error === null)).toHaveLength(1);
    expect(await storedInvoice(invoice.id)).toMatchObject({ balance_due: 0, refund_due: 0, amount_refunded: 118_000, status: 'paid' });
    const refunds = await customer.client.from('refunds').select('amount, method, reference').eq('invoice_id', invoice.id).order('amount');
    expect(refunds.data).toEqual([
      { amount: 18_000, method: 'orange_money', reference: 'OM-REMB-1' },
      { amount: 100_000, method: expect.stringMatching(/^(bank_transfer|cheque)$/), reference: null },
    ]);
    expect((await otherCustomer.client.from('refunds').select('id').eq('invoice_id', invoice.id)).data).toEqual([]);
    expect((await admin.client.from('refunds').update({ amount: 1 }).eq('invoice_id', invoice.id)).error).not.toBeNull();

    // A refund entered by mistake is deleted, and what is owed back is due again.
    const mistaken = await admin.client.from('refunds').delete().eq('invoice_id', invoice.id).eq('amount', 18_000);
    expect(mistaken.error).toBeNull();
    expect(await storedInvoice(invoice.id)).toMatchObject({ refund_due: 18_000, amount_refunded: 100_000 });
  });

  it('a full credit note after a partial payment cancels the invoice and owes the payment back', async () => {
    const invoice = await issuedInvoice(1);
    await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 50_000, method: 'cash' });
    await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Commande annulée' });
    expect(await storedInvoice(invoice.id)).toMatchObject({ balance_due: 0, refund_due: 50_000, status: 'cancelled' });
    expect((await admin.client.from('refunds').insert({ invoice_id: invoice.id, amount: 50_000, method: 'cash' })).error).toBeNull();
    expect(await storedInvoice(invoice.id)).toMatchObject({ balance_due: 0, refund_due: 0, status: 'cancelled' });
  });

  it('shows a customer their own quotes, lines, invoices, credit notes and payments only, and no draft line', async () => {
    const draft = await draftQuote(admin.client, customer.id, [{ description: 'Brouillon secret', quantity: 1, unit_price: 10 }]);
    const sentId = await draftQuote(admin.client, customer.id, [{ description: 'Offre envoyée', quantity: 1, unit_price: 10 }]);
    await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', sentId);
    const invoice = await issuedInvoice(1);
    await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 1_000, method: 'moov_money' });

    const ownLines = await customer.client.from('quote_lines').select('description').in('quote_id', [draft, sentId]);
    expect(ownLines.data).toEqual([{ description: 'Offre envoyée' }]);
    for (const table of ['quotes', 'quote_lines', 'invoices', 'invoice_lines', 'credit_notes', 'payments', 'refunds']) {
      const theirs = await otherCustomer.client.from(table).select('id');
      expect({ table, rows: theirs.data }).toEqual({ table, rows: [] });
      const visitor = await t.client().from(table).select('id');
      expect({ table, rows: visitor.data ?? [] }).toEqual({ table, rows: [] });
    }
    const mine = await customer.client.from('invoices').select('number').eq('id', invoice.id);
    expect(mine.data).toEqual([{ number: invoice.number }]);
  });
});
