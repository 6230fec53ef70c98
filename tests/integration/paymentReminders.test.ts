import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '../../src/shared/format/money';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { mailsTo, type SentMail } from '../helpers/sentMails';
import { smsTo, uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface IssuedInvoice {
  id: string;
  number: string;
  total_ht: number;
  total_ttc: number;
  due_date: string;
}

/** The company's day (Ouagadougou is UTC all year) shifted by some days, as YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}
const shift = (isoDay: string, offset: number) => {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
};

/**
 * Issue 48 point 4: unpaid certified invoices are reminded by e-mail (and SMS when chosen) on the reminder days
 * of the settings, each step once, never after payment or a full credit note, one message a day per customer.
 * Each test's invoices fall due 60 days after the previous test's, so a reminder run of one test (every
 * invoice of the database is looked at) finds nothing new to send about another's.
 */
describe('payment reminders', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let router: SeedProduct;
  let testCount = 0;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Comptable');
    router = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  /** A due date for this test, 60 days after the previous test's. */
  const nextDueDate = () => dayFromToday(30 + 60 * testCount++);

  /** An order placed by `customer` (a guest when null), confirmed, invoiced with that due date and certified. */
  async function certifiedInvoice(customer: SupabaseClient | null, dueDate: string, extra: Record<string, unknown> = {}): Promise<IssuedInvoice> {
    const placed = await (customer ?? t.client()).rpc('place_order', { items: [{ product_id: router.id, quantity: 1 }], delivery: { ...delivery, ...extra } });
    expect(placed.error).toBeNull();
    const number = (placed.data as { number: number }).number;
    const order = await admin.client.from('orders').select('id').eq('number', number).single();
    expect(order.error).toBeNull();
    expect((await admin.client.from('orders').update({ status: 'confirmed' }).eq('id', order.data?.id)).error).toBeNull();
    const issued = await admin.client.rpc('issue_invoice', { order_id: order.data?.id, due_date: dueDate });
    expect(issued.error).toBeNull();
    // Reminded only once certified by the SECeF (here the built-in test certifier, in the same process).
    await t.server.mail.flush();
    return issued.data as IssuedInvoice;
  }

  /** The reminder run of that day (the server's timer runs it for the company's today). */
  async function remindOn(day: string): Promise<number> {
    const run = await t.server.ctx.db.query<{ reminded: number }>('select private.queue_payment_reminders($1::date) as reminded', [day]);
    return run.rows[0].reminded;
  }

  async function remindersTo(email: string): Promise<SentMail[]> {
    return (await mailsTo(t, email)).filter((mail) => mail.subject.startsWith('Rappel'));
  }

  async function stepsSent(invoiceId: string): Promise<{ step: number; sent_on: string; channels: string[] }[]> {
    const sent = await admin.client.from('payment_reminders').select('step, sent_on, channels').eq('invoice_id', invoiceId).order('step');
    expect(sent.error).toBeNull();
    return sent.data ?? [];
  }

  /** Each invoice's « Payer » opens its token link page (decision 066), not the portal: a guest has no account. */
  const invoiceLink = (_number: string) => `${t.server.ctx.config.siteUrl.replace(/\/+$/, '')}/invoice/view/`;

  it('sends each step once, from 3 days before the due date, with the balance and the « Payer » link; after a gap only the latest step', async () => {
    const customer = await signUpUser(t, 'Awa Relancée');
    const dueDate = nextDueDate();
    const invoice = await certifiedInvoice(customer.client, dueDate);

    await remindOn(shift(dueDate, -4));
    expect(await remindersTo(customer.email)).toHaveLength(0);

    await remindOn(shift(dueDate, -3));
    const [before] = await remindersTo(customer.email);
    expect(before.subject).toBe(`Rappel : facture ${invoice.number}, ${formatFcfa(invoice.total_ttc)} à régler`);
    expect(before.text).toContain('Bonjour Awa Ouédraogo,');
    expect(before.text).toContain(`Facture n° ${invoice.number}, échéance le ${dueDate.split('-').reverse().join('/')} (à régler dans 3 jours)`);
    expect(before.text).toContain(`Reste à payer : ${formatFcfa(invoice.total_ttc)}`);
    expect(before.text).toContain(`Payer : ${invoiceLink(invoice.number)}`);
    expect(before.html).toContain(`href="${invoiceLink(invoice.number)}`);

    // The same day again, and the days before the next step: nothing more.
    await remindOn(shift(dueDate, -3));
    await remindOn(shift(dueDate, -1));
    await remindOn(dueDate);
    expect(await remindersTo(customer.email)).toHaveLength(1);

    await remindOn(shift(dueDate, 1));
    const afterDue = (await remindersTo(customer.email)).at(-1);
    expect(afterDue?.text).toContain('(en retard de 1 jour)');
    expect(await remindersTo(customer.email)).toHaveLength(2);

    // The server was down from day 2 to day 16: steps 7 and 15 both fell due; only the latest is sent.
    await remindOn(shift(dueDate, 16));
    await remindOn(shift(dueDate, 17));
    const mails = await remindersTo(customer.email);
    expect(mails).toHaveLength(3);
    expect(mails[2].text).toContain('(en retard de 16 jours)');
    expect(await stepsSent(invoice.id)).toEqual([
      { step: -3, sent_on: shift(dueDate, -3), channels: ['email'] },
      { step: 1, sent_on: shift(dueDate, 1), channels: ['email'] },
      { step: 15, sent_on: shift(dueDate, 16), channels: ['email'] },
    ]);
    // Nothing is left to send, however late.
    await remindOn(shift(dueDate, 120));
    expect(await remindersTo(customer.email)).toHaveLength(3);
  });

  it('shows what is left after a partial payment, and stops once the invoice is paid', async () => {
    const customer = await signUpUser(t, 'Issa Payeur');
    const dueDate = nextDueDate();
    const invoice = await certifiedInvoice(customer.client, dueDate);
    const today = dayFromToday(0);
    expect((await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 10_000, method: 'cash', paid_on: today })).error).toBeNull();

    await remindOn(shift(dueDate, 1));
    const [partial] = await remindersTo(customer.email);
    expect(partial.text).toContain(`Reste à payer : ${formatFcfa(invoice.total_ttc - 10_000)}`);

    const rest = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: invoice.total_ttc - 10_000, method: 'orange_money', paid_on: today });
    expect(rest.error).toBeNull();
    await remindOn(shift(dueDate, 7));
    await remindOn(shift(dueDate, 15));
    expect(await remindersTo(customer.email)).toHaveLength(1);
    expect((await stepsSent(invoice.id)).map((sent) => sent.step)).toEqual([1]);
  });

  it('sends nothing about an invoice cancelled by a full credit note', async () => {
    const customer = await signUpUser(t, 'Fatou Avoir');
    const dueDate = nextDueDate();
    const invoice = await certifiedInvoice(customer.client, dueDate);
    const credited = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Commande annulée', amount_ht: invoice.total_ht });
    expect(credited.error).toBeNull();
    await t.server.mail.flush();

    await remindOn(shift(dueDate, -3));
    await remindOn(shift(dueDate, 1));
    expect(await remindersTo(customer.email)).toHaveLength(0);
    expect(await stepsSent(invoice.id)).toEqual([]);
  });

  it('sends one message a day per customer, listing every invoice due or overdue', async () => {
    const customer = await signUpUser(t, 'Moussa Deux Factures');
    const dueDate = nextDueDate();
    const first = await certifiedInvoice(customer.client, dueDate);
    const second = await certifiedInvoice(customer.client, shift(dueDate, 2));

    // Day +3: both invoices' step 1 is due (the first's since day +1): one mail lists both.
    expect(await remindOn(shift(dueDate, 3))).toBeGreaterThanOrEqual(1);
    await remindOn(shift(dueDate, 3));
    const [both] = await remindersTo(customer.email);
    expect(await remindersTo(customer.email)).toHaveLength(1);
    expect(both.subject).toBe(`Rappel : 2 factures, ${formatFcfa(first.total_ttc + second.total_ttc)} à régler`);
    expect(both.text).toContain(`Facture n° ${first.number}, échéance le ${dueDate.split('-').reverse().join('/')} (en retard de 3 jours)`);
    expect(both.text).toContain(`Facture n° ${second.number}, échéance le ${shift(dueDate, 2).split('-').reverse().join('/')} (en retard de 1 jour)`);
    // One link per invoice, each its own token.
    const tokens = [...both.text.matchAll(/Payer : \S+\/invoice\/view\/([A-Za-z0-9_-]+)/g)].map((match) => match[1]);
    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
    expect(both.text).toContain(`Total restant dû : ${formatFcfa(first.total_ttc + second.total_ttc)}`);

    // Day +7: only the first has a new step (7); the second, still overdue, is listed with it.
    await remindOn(shift(dueDate, 7));
    const next = (await remindersTo(customer.email)).at(-1);
    expect(await remindersTo(customer.email)).toHaveLength(2);
    expect(next?.text).toContain(`Facture n° ${first.number}, échéance le ${dueDate.split('-').reverse().join('/')} (en retard de 7 jours)`);
    expect(next?.text).toContain(`Facture n° ${second.number}, échéance le ${shift(dueDate, 2).split('-').reverse().join('/')} (en retard de 5 jours)`);
    expect((await stepsSent(first.id)).map((sent) => sent.step)).toEqual([1, 7]);
    expect((await stepsSent(second.id)).map((sent) => sent.step)).toEqual([1]);
  });

  it('leaves a customer whose reminders staff paused, which the customer cannot change', async () => {
    const customer = await signUpUser(t, 'Adama En Pause');
    const dueDate = nextDueDate();
    const invoice = await certifiedInvoice(customer.client, dueDate);

    const byCustomer = await customer.client.from('profiles').update({ reminders_paused: true }).eq('id', customer.id);
    expect(byCustomer.error?.message).toBe("Seule l'équipe peut suspendre ou reprendre les relances de paiement.");
    const paused = await admin.client.from('profiles').update({ reminders_paused: true }).eq('id', customer.id);
    expect(paused.error).toBeNull();

    await remindOn(shift(dueDate, 1));
    expect(await remindersTo(customer.email)).toHaveLength(0);
    expect(await stepsSent(invoice.id)).toEqual([]);

    expect((await admin.client.from('profiles').update({ reminders_paused: false }).eq('id', customer.id)).error).toBeNull();
    await remindOn(shift(dueDate, 2));
    expect(await remindersTo(customer.email)).toHaveLength(1);
  });

  it('reminds a guest at the address of the order, and by SMS a customer who chose it', async () => {
    const dueDate = nextDueDate();
    const guestEmail = `invite-${randomUUID().slice(0, 8)}@example.com`;
    const guestInvoice = await certifiedInvoice(null, dueDate, { email: guestEmail });
    const customer = await signUpUser(t, 'Salif Texto');
    const phone = uniquePhone();
    const texted = await certifiedInvoice(customer.client, dueDate, { phone, notice_channel: 'sms' });

    await remindOn(shift(dueDate, 1));
    const [guestMail] = await remindersTo(guestEmail);
    expect(guestMail.subject).toBe(`Rappel : facture ${guestInvoice.number}, ${formatFcfa(guestInvoice.total_ttc)} à régler`);
    expect(await stepsSent(guestInvoice.id)).toEqual([{ step: 1, sent_on: shift(dueDate, 1), channels: ['email'] }]);

    expect(await remindersTo(customer.email)).toHaveLength(1);
    const texts = (await smsTo(t, phone)).filter((sms) => sms.kind === 'sms_payment_reminder');
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(`la facture ${texted.number} reste à régler (${formatFcfa(texted.total_ttc)})`);
    expect(await stepsSent(texted.id)).toEqual([{ step: 1, sent_on: shift(dueDate, 1), channels: ['email', 'sms'] }]);
  });

  it('lets staff read the reminders sent, and no customer', async () => {
    const customer = await signUpUser(t, 'Kadi Curieuse');
    const dueDate = nextDueDate();
    const invoice = await certifiedInvoice(customer.client, dueDate);
    await remindOn(shift(dueDate, 1));
    expect(await stepsSent(invoice.id)).toHaveLength(1);
    const read = await customer.client.from('payment_reminders').select('id').eq('invoice_id', invoice.id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const written = await admin.client.from('payment_reminders').insert({ invoice_id: invoice.id, step: 7, customer_key: customer.id, sent_on: dueDate });
    expect(written.error).not.toBeNull();
  });

  it('keeps the reminder days in the settings: sorted whole numbers from -30 to 120, each once', async () => {
    const settings = await admin.client.from('site_settings').select('reminder_days').eq('id', 1).single();
    expect(settings.data?.reminder_days).toEqual([-3, 1, 7, 15]);
    const message = 'Les jours de relance sont des nombres entiers de -30 à 120, croissants et sans doublon (10 au plus).';
    for (const refused of [[7, 1], [1, 1], [-31, 1], [1, 121], Array.from({ length: 11 }, (_, index) => index)]) {
      const update = await admin.client.from('site_settings').update({ reminder_days: refused }).eq('id', 1);
      expect(update.error?.message, JSON.stringify(refused)).toBe(message);
    }
    expect((await admin.client.from('site_settings').update({ reminder_days: [-5, 0, 10] }).eq('id', 1)).error).toBeNull();

    // The days saved are the steps: 5 days before the due date, then on it.
    const customer = await signUpUser(t, 'Bintou Réglages');
    const dueDate = nextDueDate();
    const invoice = await certifiedInvoice(customer.client, dueDate);
    await remindOn(shift(dueDate, -5));
    await remindOn(dueDate);
    expect((await stepsSent(invoice.id)).map((sent) => sent.step)).toEqual([-5, 0]);
    expect((await remindersTo(customer.email)).at(-1)?.text).toContain("(à régler aujourd'hui)");

    expect((await admin.client.from('site_settings').update({ reminder_days: [-3, 1, 7, 15] }).eq('id', 1)).error).toBeNull();
  });
});
