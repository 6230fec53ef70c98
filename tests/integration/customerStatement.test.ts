import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { confirmedOrder } from '../fixtures/documents';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { formatFcfa } from '../../src/shared/format/money';
import { pdfText } from '../helpers/pdfText';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import type { CustomerStatement } from '../../src/shared/statement/customerStatement';

interface Receivable {
  id: string;
  full_name: string;
  balance: number;
  not_due: number;
  overdue_0_30: number;
  overdue_31_60: number;
  overdue_61_90: number;
  overdue_over_90: number;
  overdue_total: number;
  customer_credit: number;
  oldest_due_date: string | null;
}

const dayPlus = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** « 07/12/2026 », as the database's format_date writes a day. */
const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** Issue 48 point 5: the customer's statement and the office's receivables, computed by the database. */
describe('customer statement and receivables', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let otherCustomer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;
  let invoices: Record<'late' | 'credited' | 'refunded' | 'recent' | 'middle', { id: string; number: string; total_ttc: number }>;
  // The statement is read 100 days from now: each invoice's due date puts it in one bucket then.
  const periodEnd = dayPlus(100);

  /** Runs the certifier until every document is certified (a credit note goes after its invoice, on a later run). */
  async function certifyEverything() {
    for (let round = 0; round < 3; round += 1) {
      await t.server.mail.flush();
      await t.server.ctx.db.query("update public.notifications set next_attempt_at = now() where channel = 'certification' and status = 'pending'");
    }
  }

  async function invoiceFor(who: SignedInUser, quantity: number, dueDate: string) {
    const orderId = await confirmedOrder(who.client, admin.client, wifi.id, quantity);
    const { data, error } = await admin.client.rpc('issue_invoice', { order_id: orderId, due_date: dueDate });
    if (error) throw new Error(error.message);
    return data as { id: string; number: string; total_ttc: number };
  }

  async function staffDo(step: PromiseLike<{ error: { message: string } | null }>) {
    const { error } = await step;
    if (error) throw new Error(error.message);
  }

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    otherCustomer = await signUpUser(t, 'Issa Sawadogo');
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    invoices = {
      late: await invoiceFor(customer, 1, dayPlus(5)), // 95 days late at the period's end
      credited: await invoiceFor(customer, 2, dayPlus(50)), // 50 days late
      middle: await invoiceFor(customer, 1, dayPlus(30)), // 70 days late
      recent: await invoiceFor(customer, 1, dayPlus(80)), // 20 days late
      refunded: await invoiceFor(customer, 1, dayPlus(120)), // not yet due
    };
    await invoiceFor(otherCustomer, 3, dayPlus(10));
    await certifyEverything();

    // Two payments on the late one, a credit note of 100 000 HT on the credited one; the last one paid in
    // full, then cancelled by credit note, then part of the money refunded.
    await staffDo(admin.client.from('payments').insert({ invoice_id: invoices.late.id, amount: 100_000, method: 'cash' }));
    await staffDo(admin.client.from('payments').insert({ invoice_id: invoices.late.id, amount: 54_000, method: 'orange_money', reference: 'OM-1' }));
    await staffDo(admin.client.rpc('issue_credit_note', { invoice_id: invoices.credited.id, reason: 'Remise accordée', amount_ht: 100_000 }));
    await staffDo(admin.client.from('payments').insert({ invoice_id: invoices.refunded.id, amount: invoices.refunded.total_ttc, method: 'bank_transfer' }));
    await staffDo(admin.client.rpc('issue_credit_note', { invoice_id: invoices.refunded.id, reason: 'Commande annulée' }));
    await certifyEverything();
    await staffDo(admin.client.from('refunds').insert({ invoice_id: invoices.refunded.id, amount: 54_000, method: 'cash' }));
  });
  afterAll(() => t?.close());

  async function statementOf(client: SignedInUser['client'], customerId: string, periodStart: string, end = periodEnd) {
    const { data, error } = await client.rpc('customer_statement', { customer_id: customerId, period_start: periodStart, period_end: end });
    if (error) throw new Error(error.message);
    return data as CustomerStatement;
  }

  it('lists every document and movement in date order; its totals are the sum of the documents', async () => {
    const statement = await statementOf(customer.client, customer.id, dayPlus(-1));
    expect(statement.opening_balance).toBe(0);
    expect(statement.lines.map((line) => line.kind).sort()).toEqual(
      ['credit_note', 'credit_note', 'invoice', 'invoice', 'invoice', 'invoice', 'invoice', 'payment', 'payment', 'payment', 'refund'].sort(),
    );

    // The same sums, straight from the tables (certified documents of this customer only).
    const db = t.server.ctx.db;
    const sums = (await db.query<{ invoiced: string; credited: string; paid: string; refunded: string }>(
      `select (select sum(total_ttc) from public.invoices where profile_id = $1 and certification_status = 'certified') as invoiced,
              (select sum(note.total_ttc) from public.credit_notes as note join public.invoices as invoice on invoice.id = note.invoice_id
                where invoice.profile_id = $1 and note.certification_status = 'certified') as credited,
              (select sum(payment.amount) from public.payments as payment join public.invoices as invoice on invoice.id = payment.invoice_id
                where invoice.profile_id = $1) as paid,
              (select sum(refund.amount) from public.refunds as refund join public.invoices as invoice on invoice.id = refund.invoice_id
                where invoice.profile_id = $1) as refunded`,
      [customer.id],
    )).rows[0];
    const [invoiced, credited, paid, refunded] = [sums.invoiced, sums.credited, sums.paid, sums.refunded].map(Number);
    // 354 000 × 4 + 708 000; 118 000 + 354 000; 100 000 + 54 000 + 354 000; 54 000.
    expect({ invoiced, credited, paid, refunded }).toEqual({ invoiced: 2_124_000, credited: 472_000, paid: 508_000, refunded: 54_000 });
    expect(statement.total_debit).toBe(invoiced + refunded);
    expect(statement.total_credit).toBe(credited + paid);
    expect(statement.closing_balance).toBe(invoiced + refunded - credited - paid);
    expect(statement.closing_balance).toBe(1_198_000);
    expect(statement.lines.at(-1)?.balance).toBe(statement.closing_balance);
    let running = statement.opening_balance;
    for (const line of statement.lines) {
      running += line.debit - line.credit;
      expect(line.balance).toBe(running);
    }
    const days = statement.lines.map((line) => line.day);
    expect(days).toEqual([...days].sort());
    expect(statement.lines.find((line) => line.kind === 'payment' && line.reference === 'OM-1')).toMatchObject({
      document: invoices.late.number, method: 'orange_money', credit: 54_000, debit: 0,
    });
  });

  it('ages what is owed at the period’s end (0-30, 31-60, 61-90, over 90), and what is owed back', async () => {
    const { ageing, closing_balance } = await statementOf(customer.client, customer.id, dayPlus(-1));
    expect(ageing).toEqual({
      not_due: 0,
      overdue_0_30: 354_000, // recent, due 20 days before
      overdue_31_60: 590_000, // credited: 708 000 − 118 000
      overdue_61_90: 354_000, // middle
      overdue_over_90: 200_000, // late: 354 000 − 154 000
      customer_credit: 300_000, // refunded: 354 000 paid back less the 54 000 refunded
      oldest_due_date: dayPlus(5),
    });
    const aged = ageing.not_due + ageing.overdue_0_30 + ageing.overdue_31_60 + ageing.overdue_61_90 + ageing.overdue_over_90;
    expect(aged - ageing.customer_credit).toBe(closing_balance);

    // Today nothing is late yet: all of it is not yet due.
    const today = await statementOf(customer.client, customer.id, dayPlus(-1), dayPlus(0));
    expect(today.ageing).toMatchObject({ not_due: 1_498_000, overdue_0_30: 0, overdue_over_90: 0, customer_credit: 300_000 });
  });

  it('carries what came before the period into its opening balance', async () => {
    const later = await statementOf(customer.client, customer.id, dayPlus(1));
    expect(later.lines).toEqual([]);
    expect(later.opening_balance).toBe(1_198_000);
    expect(later.closing_balance).toBe(1_198_000);
    const before = await statementOf(customer.client, customer.id, dayPlus(-30), dayPlus(-1));
    expect(before).toMatchObject({ opening_balance: 0, lines: [], closing_balance: 0 });
  });

  it('lets a customer read only their own statement; staff read anyone’s', async () => {
    const refused = await otherCustomer.client.rpc('customer_statement', { customer_id: customer.id });
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toBe("Ce relevé de compte n'est pas le vôtre.");
    const anonymous = await t.client().rpc('customer_statement', { customer_id: customer.id });
    expect(anonymous.data).toBeNull();
    expect(anonymous.error).not.toBeNull();
    const other = await statementOf(otherCustomer.client, otherCustomer.id, dayPlus(-1));
    expect(other.closing_balance).toBe(1_062_000);
    expect(other.lines.every((line) => line.document !== invoices.late.number)).toBe(true);
    const asStaff = await statementOf(admin.client, customer.id, dayPlus(-1));
    expect(asStaff.closing_balance).toBe(1_198_000);
    expect(asStaff.customer).toMatchObject({ id: customer.id, name: 'Awa Ouédraogo', email: customer.email });
    const backwards = await customer.client.rpc('customer_statement', { customer_id: customer.id, period_start: dayPlus(1), period_end: dayPlus(0) });
    expect(backwards.error?.message).toBe('La date de début du relevé doit précéder sa date de fin.');
  });

  it('does not count an invoice before the SECeF certified it', async () => {
    const pending = await invoiceFor(otherCustomer, 1, dayPlus(10));
    const asStaff = await statementOf(admin.client, otherCustomer.id, dayPlus(-1));
    expect(asStaff.lines.map((line) => line.document)).not.toContain(pending.number);
    expect(asStaff.closing_balance).toBe(1_062_000);
    await certifyEverything();
    expect((await statementOf(admin.client, otherCustomer.id, dayPlus(-1))).closing_balance).toBe(1_062_000 + 354_000);
  });

  it('lists receivables per customer for staff only, with their totals', async () => {
    const listed = await admin.client.from('receivables').select('*').order('oldest_due_date');
    expect(listed.error).toBeNull();
    const mine = (listed.data as Receivable[]).find((row) => row.id === customer.id);
    // Today every invoice is still before its due date.
    expect(mine).toMatchObject({ full_name: 'Awa Ouédraogo', balance: 1_198_000, not_due: 1_498_000, overdue_total: 0, customer_credit: 300_000, oldest_due_date: dayPlus(5) });
    const totals = await admin.client.from('receivables_totals').select('*').single();
    const rows = listed.data as Receivable[];
    expect(totals.data).toMatchObject({ customers: rows.length, balance: rows.reduce((sum, row) => sum + row.balance, 0) });

    const asCustomer = await customer.client.from('receivables').select('*');
    expect(asCustomer.data ?? []).toEqual([]);
    const totalsAsCustomer = await customer.client.from('receivables_totals').select('*').single();
    expect(totalsAsCustomer.data).toMatchObject({ customers: 0, balance: 0 });
  });

  it('sends the statement by mail with its PDF, on staff’s request only', async () => {
    const refused = await customer.client.rpc('send_customer_statement', { customer_id: customer.id });
    expect(refused.error?.code).toBe('42501');
    const sent = await admin.client.rpc('send_customer_statement', { customer_id: customer.id, period_start: dayPlus(-1), period_end: dayPlus(0) });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ recipient: customer.email });
    await t.server.mail.flush();
    const mail = (await mailsTo(t, customer.email)).find((one) => one.subject.startsWith('Votre relevé de compte'));
    expect(mail?.text).toContain(`Solde au ${dayMonthYear(dayPlus(0))} : ${formatFcfa(1_198_000)}`);
    expect(mail?.attachments.map((file) => file.filename)).toEqual([`releve-de-compte-${dayPlus(-1)}-au-${dayPlus(0)}.pdf`]);
    const pdf = await pdfText(new Uint8Array(mail?.attachments[0].content ?? []));
    expect(pdf).toContain('RELEVÉ DE COMPTE');
    expect(pdf).toContain('Awa Ouédraogo');
    expect(pdf).toContain(`Facture ${invoices.late.number}`);
    expect(pdf).toContain(`Solde dû au ${dayMonthYear(dayPlus(0))} : 1 198 000 FCFA`);
  });
});
