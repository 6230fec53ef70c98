import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { confirmedOrder, draftQuote, seriesNumbers } from '../fixtures/documents';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

/** Issue 30: quotes and invoices numbered by the database, per year, with no gap and no duplicate. */
describe('document numbers: DEV and FAC series', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let otherAdmin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    admin = await signUpAdmin(t, 'Chef Admin');
    otherAdmin = await signUpAdmin(t, 'Second Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  const line = { description: 'Installation réseau', quantity: 1, unit_price: 100_000 };

  it('leaves a draft unnumbered, then numbers 20 quotes sent at once 1..20 with no gap and no duplicate', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => draftQuote(admin.client, customer.id, [line])));
    const draft = await admin.client.from('quotes').select('number, offer_status').eq('id', ids[0]).single();
    expect(draft.data).toEqual({ number: null, offer_status: 'draft' });

    // Two members of staff sending at the same time, through the API.
    const sent = await Promise.all(ids.map((id, index) =>
      (index % 2 ? admin : otherAdmin).client.from('quotes').update({ offer_status: 'sent' }).eq('id', id).select('number').single()));
    expect(sent.map((answer) => answer.error)).toEqual(sent.map(() => null));
    expect(sent.map((answer) => answer.data?.number as string).sort()).toEqual(seriesNumbers('DEV', 20));
  });

  it('gives the number of a rolled-back send to the next quote sent', async () => {
    const abandoned = await draftQuote(admin.client, customer.id, [line]);
    await expect(t.server.ctx.db.transaction(async (tx) => {
      const numbered = await tx.query<{ number: string }>(
        "update public.quotes set offer_status = 'sent' where id = $1 returning number", [abandoned]);
      expect(numbered.rows[0].number).toBe(seriesNumbers('DEV', 1, 21)[0]);
      throw new Error('envoi abandonné');
    })).rejects.toThrow('envoi abandonné');

    const next = await draftQuote(admin.client, customer.id, [line]);
    const sent = await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', next).select('number').single();
    expect(sent.data?.number).toBe(seriesNumbers('DEV', 1, 21)[0]);
  });

  it('refuses a number typed by staff, on a draft as on a sent quote', async () => {
    const id = await draftQuote(admin.client, customer.id, [line]);
    const typed = await admin.client.from('quotes').update({ number: 'DEV-2026-9999' }).eq('id', id);
    expect(typed.error?.code).toBe('42501');
    const sent = await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id).select('number').single();
    const renumbered = await admin.client.from('quotes').update({ number: 'DEV-2026-9999' }).eq('id', id);
    expect(renumbered.error?.code).toBe('42501');
    const stored = await admin.client.from('quotes').select('number').eq('id', id).single();
    expect(stored.data?.number).toBe(sent.data?.number);
  });

  it('refuses to send a quote with no line, and to delete a numbered quote', async () => {
    const empty = await draftQuote(admin.client, customer.id, []);
    const refused = await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', empty);
    expect(refused.error?.message).toBe('Ajoutez au moins une ligne au devis avant de l\'envoyer.');

    const id = await draftQuote(admin.client, customer.id, [line]);
    await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id);
    const deleted = await admin.client.from('quotes').delete().eq('id', id);
    expect(deleted.error?.message).toMatch(/^Le devis DEV-\d{4}-\d{4} est numéroté : il ne se supprime pas/);
    const drafted = await admin.client.from('quotes').delete().eq('id', empty).select('id');
    expect(drafted.data).toHaveLength(1);
  });

  it('numbers 20 invoices issued at once 1..20 with no gap, and a rolled-back issue leaves no hole', async () => {
    const orders: string[] = [];
    for (let index = 0; index < 22; index += 1) orders.push(await confirmedOrder(customer.client, admin.client, wifi.id));

    const issued = await Promise.all(orders.slice(0, 20).map((orderId, index) =>
      (index % 2 ? admin : otherAdmin).client.rpc('issue_invoice', { order_id: orderId })));
    expect(issued.map((answer) => answer.error)).toEqual(issued.map(() => null));
    expect(issued.map((answer) => (answer.data as { number: string }).number).sort()).toEqual(seriesNumbers('FAC', 20));

    await expect(t.server.ctx.db.transaction(async (tx) => {
      await tx.query('select public.issue_invoice($1)', [orders[20]]);
      throw new Error('émission abandonnée');
    })).rejects.toThrow('émission abandonnée');
    const next = await admin.client.rpc('issue_invoice', { order_id: orders[21] });
    expect((next.data as { number: string }).number).toBe(seriesNumbers('FAC', 1, 21)[0]);
    const abandoned = await admin.client.from('invoices').select('id').eq('order_id', orders[20]);
    expect(abandoned.data).toEqual([]);
  });

  it('refuses to invoice an order twice, a pending order, and a customer issuing an invoice', async () => {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    expect((await admin.client.rpc('issue_invoice', { order_id: orderId })).error).toBeNull();
    const twice = await admin.client.rpc('issue_invoice', { order_id: orderId });
    expect(twice.error?.message).toMatch(/^Cette commande est déjà facturée \(facture FAC-\d{4}-\d{4}\)\.$/);

    const placed = await customer.client.rpc('place_order', {
      items: [{ product_id: wifi.id, quantity: 1 }],
      delivery: { name: 'Awa', phone: '+226 70 00 00 00', address: 'Ouaga 2000' },
    });
    const pending = await admin.client.rpc('issue_invoice', { order_id: (placed.data as { id: string }).id });
    expect(pending.error?.message).toBe('Seule une commande confirmée ou livrée se facture (celle-ci est « En attente »).');

    const byCustomer = await customer.client.rpc('issue_invoice', { order_id: orderId });
    expect(byCustomer.error?.code).toBe('42501');
    const byVisitor = await t.client().rpc('issue_invoice', { order_id: orderId });
    expect(byVisitor.error).not.toBeNull();
  });
});
