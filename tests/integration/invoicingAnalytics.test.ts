import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder, draftQuote } from '../fixtures/documents';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface MonthFigures {
  month: string;
  invoiced: number | string;
  collected: number | string;
}

interface Conversion {
  sent: number;
  accepted: number;
  declined: number;
  expired: number;
  waiting: number;
  conversion_rate: number | string | null;
}

/** The analytics page's money figures (issue 30), called as the page calls them: supabase-js rpc(). */
describe('invoiced and collected per month, quotes sent and accepted (rpc)', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Awa Admin');
    customer = await signUpUser(t, 'Paul Client');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  const thisMonth = async (): Promise<{ invoiced: number; collected: number }> => {
    const { data, error } = await admin.client.rpc('admin_invoicing_per_month', { months: 3 });
    expect(error).toBeNull();
    const months = data as MonthFigures[];
    expect(months).toHaveLength(3);
    const current = months[2];
    // Ouagadougou is on UTC all year.
    expect(current.month.slice(0, 7)).toBe(new Date().toISOString().slice(0, 7));
    expect(months.slice(0, 2).every((month) => Number(month.invoiced) === 0 && Number(month.collected) === 0)).toBe(true);
    return { invoiced: Number(current.invoiced), collected: Number(current.collected) };
  };

  it('counts an issued invoice, less its credit note, and the payments received', async () => {
    expect(await thisMonth()).toEqual({ invoiced: 0, collected: 0 });
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, 2);
    const issued = await admin.client.rpc('issue_invoice', { order_id: orderId });
    expect(issued.error).toBeNull();
    const invoice = issued.data as { id: string; total_ttc: number };
    expect(await thisMonth()).toEqual({ invoiced: invoice.total_ttc, collected: 0 });
    // Paid once the SECeF certified it (issue 47).
    await t.server.mail.flush();

    expect((await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 100_000, method: 'orange_money', reference: 'OM-1' })).error).toBeNull();
    const note = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Remise commerciale', amount_ht: 10_000 });
    expect(note.error).toBeNull();
    const credited = (note.data as { total_ttc: number }).total_ttc;
    expect(credited).toBe(11_800);
    expect(await thisMonth()).toEqual({ invoiced: invoice.total_ttc - credited, collected: 100_000 });
  });

  it('gives the share of sent quotes that the customers accepted, drafts left out', async () => {
    const before = (await admin.client.rpc('admin_offer_conversion').single()).data as Conversion;
    expect(before).toMatchObject({ sent: 0, accepted: 0, conversion_rate: null });

    const line = { description: 'Installation réseau', quantity: 1, unit_price: 250_000 };
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await draftQuote(admin.client, customer.id, [line]));
    await draftQuote(admin.client, customer.id, [line]);
    for (const id of ids) expect((await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id)).error).toBeNull();
    expect((await customer.client.rpc('accept_my_quote', { quote_id: ids[0], signer_name: 'Paul Client' })).error).toBeNull();
    expect((await customer.client.rpc('decline_my_quote', { quote_id: ids[1], reason: 'Trop cher' })).error).toBeNull();

    const { data, error } = await admin.client.rpc('admin_offer_conversion', { months: 12 }).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ sent: 4, accepted: 1, declined: 1, expired: 0, waiting: 2 });
    expect(Number((data as Conversion).conversion_rate)).toBe(0.25);
  });

  it('refuses the figures to a customer and to a visitor', async () => {
    const byCustomer = await customer.client.rpc('admin_invoicing_per_month', { months: 3 });
    expect(byCustomer.error?.code).toBe('42501');
    expect(byCustomer.data).toBeNull();
    const byVisitor = await t.client().rpc('admin_offer_conversion');
    expect(byVisitor.error).not.toBeNull();
    expect(byVisitor.data).toBeNull();
  });
});
