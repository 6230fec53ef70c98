import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest, contactMessage, delivery, quoteRequest, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** The back-office's analytics functions, called as the page calls them: supabase-js rpc(). */
describe('admin analytics (rpc)', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Awa Admin');
    customer = await signUpUser(t, 'Paul Client');
    const visitor = t.client();
    const nextSlot = slotAllocator();
    for (let i = 0; i < 3; i += 1) expect((await visitor.from('appointments').insert(appointmentRequest(nextSlot()))).error).toBeNull();
    for (let i = 0; i < 4; i += 1) expect((await visitor.from('quotes').insert(quoteRequest())).error).toBeNull();
    expect((await visitor.from('contact_messages').insert(contactMessage())).error).toBeNull();
    const quotes = await admin.client.from('quotes').select('id').order('created_at');
    const [first, second, third] = quotes.data!.map((row: { id: string }) => row.id);
    // Two offers sent and accepted by phone, one request declined.
    for (const id of [first, second]) {
      expect((await admin.client.from('quote_lines').insert({ quote_id: id, position: 0, description: 'Audit', quantity: 1, unit_price: 500_000 })).error).toBeNull();
      expect((await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id)).error).toBeNull();
      const accepted = await admin.client.rpc('record_quote_acceptance', {
        quote_id: id, signer_name: 'Paul Client', accepted_on: new Date().toISOString().slice(0, 10), via: 'phone',
      });
      expect(accepted.error).toBeNull();
    }
    await admin.client.from('quotes').update({ request_status: 'declined', answer_message: 'Non' }).eq('id', third);
  });
  afterAll(() => t?.close());

  it('counts this week’s requests by kind, with the previous weeks at zero', async () => {
    const { data, error } = await admin.client.rpc('admin_requests_per_week', { weeks: 4 });
    expect(error).toBeNull();
    expect(data).toHaveLength(4);
    const thisWeek = data[3];
    expect(thisWeek).toMatchObject({ appointments: 3, quotes: 4, messages: 1 });
    expect(data.slice(0, 3).every((week: { appointments: number; quotes: number; messages: number }) => week.appointments + week.quotes + week.messages === 0)).toBe(true);
    // Weeks start on Monday.
    expect(new Date(`${thisWeek.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('gives the quote acceptance rate over answered quotes', async () => {
    const { data, error } = await admin.client.rpc('admin_quote_acceptance').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ accepted: 2, declined: 1, pending: 1 });
    expect(Number((data as { acceptance_rate: number }).acceptance_rate)).toBeCloseTo(0.667, 3);
  });

  it('counts the accepted offers as the acceptance rate does (issue 46 point 7)', async () => {
    const { data, error } = await admin.client.rpc('admin_offer_conversion').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ sent: 2, accepted: 2, declined: 0, waiting: 0 });
    const stages = await admin.client.from('quotes').select('stage').order('created_at');
    expect(stages.data!.map((row: { stage: string }) => row.stage)).toEqual(['accepted', 'accepted', 'declined', 'requested']);
  });

  it('gives orders and revenue per month, the current month last', async () => {
    const { data, error } = await admin.client.rpc('admin_orders_per_month', { months: 3 });
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(data[2].month.slice(0, 7)).toBe(new Date().toISOString().slice(0, 7));
    expect(data[2]).toMatchObject({ orders: 0 });
    expect(Number(data[2].revenue)).toBe(0);
  });

  it('refuses the figures to a customer and to a visitor', async () => {
    const byCustomer = await customer.client.rpc('admin_requests_per_week', { weeks: 4 });
    expect(byCustomer.error?.code).toBe('42501');
    expect(byCustomer.data).toBeNull();
    const byVisitor = await t.client().rpc('admin_quote_acceptance');
    expect(byVisitor.error).not.toBeNull();
    expect(byVisitor.data).toBeNull();
  });

  it('earns a month’s revenue from confirmed and delivered orders only, while counting the pending ones', async () => {
    const products = await customer.client.from('products').select('id').eq('published', true).limit(2);
    const placed: { id: string; total: number }[] = [];
    for (const product of products.data!) {
      const { data, error } = await customer.client.rpc('place_order', { items: [{ product_id: product.id, quantity: 1 }], delivery });
      expect(error).toBeNull();
      placed.push(data as { id: string; total: number });
    }
    const thisMonth = async () => (await admin.client.rpc('admin_orders_per_month', { months: 1 })).data[0] as { orders: number; revenue: number };
    expect(await thisMonth()).toMatchObject({ orders: 2 });
    expect(Number((await thisMonth()).revenue)).toBe(0);

    expect((await admin.client.from('orders').update({ status: 'confirmed' }).eq('id', placed[0].id)).error).toBeNull();
    expect(await thisMonth()).toMatchObject({ orders: 2 });
    expect(Number((await thisMonth()).revenue)).toBe(placed[0].total);
  });
});
