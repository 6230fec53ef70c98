import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { insertProduct, seedProducts, type SeedProduct } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

interface PlacedOrder {
  id: string;
  number: number;
  status: string;
  subtotal: number;
  tax_rate: number;
  tax: number;
  shipping: number;
  total: number;
  profile_id: string;
}

describe('orders: place_order and status', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let otherCustomer: SignedInUser;
  let admin: SignedInUser;
  let macbook: SeedProduct;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    otherCustomer = await signUpUser(t, 'Issa Sawadogo');
    admin = await signUpAdmin(t, 'Chef Admin');
    const products = await seedProducts(t.server.ctx.db);
    macbook = products['macbook-pro-14-m3'];
    wifi = products['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  async function placeOrder(user: SignedInUser, items: unknown, deliveryFields: unknown = delivery) {
    return user.client.rpc('place_order', { items, delivery: deliveryFields });
  }

  it('prices the order from the database, ignoring a price sent by the client, with 18 % TVA', async () => {
    const { data, error } = await placeOrder(customer, [
      { product_id: macbook.id, quantity: 2, price: 1, unit_price: 1 },
      { product_id: wifi.id, quantity: 1, price: 1 },
    ]);
    expect(error).toBeNull();
    const order = data as PlacedOrder;
    expect(order).toMatchObject({ status: 'pending', subtotal: 1_600_000, tax: 288_000, shipping: 0, total: 1_888_000, profile_id: customer.id });
    expect(Number(order.tax_rate)).toBe(18);
    expect(order.number).toBeGreaterThanOrEqual(1001);

    const lines = await customer.client.from('order_items').select('product_name, unit_price, quantity, line_total').eq('order_id', order.id).order('unit_price');
    expect(lines.data).toEqual([
      { product_name: wifi.name, unit_price: 300_000, quantity: 1, line_total: 300_000 },
      { product_name: macbook.name, unit_price: 650_000, quantity: 2, line_total: 1_300_000 },
    ]);
  });

  it('rounds the tax to whole FCFA with the rate from the settings', async () => {
    await t.server.ctx.db.query('update public.site_settings set tax_rate = 18 where id = 1');
    const odd = await insertProduct(t.server.ctx.db, { name: 'Câble HDMI', price: 3_333 });
    const { data } = await placeOrder(customer, [{ product_id: odd, quantity: 1 }]);
    expect(data).toMatchObject({ subtotal: 3_333, tax: 600, total: 3_933 });
  });

  it('merges two lines of the same product', async () => {
    const { data } = await placeOrder(customer, [
      { product_id: wifi.id, quantity: 1 },
      { product_id: wifi.id, quantity: 2 },
    ]);
    expect(data).toMatchObject({ subtotal: 900_000 });
  });

  it.each([
    ['an empty cart', [], delivery, 'Votre panier est vide.'],
    ['a cart that is not a list', { product_id: 'x' }, delivery, 'Votre panier est vide.'],
    ['an unknown product', [{ product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }], delivery, 'Un produit de votre panier n\'est plus disponible. Retirez-le puis réessayez.'],
    ['a malformed product id', [{ product_id: 'pas-un-uuid', quantity: 1 }], delivery, 'Un article de votre panier est invalide.'],
    ['a quantity of zero', 'quantity:0', delivery, 'La quantité doit être d\'au moins 1.'],
    ['a negative quantity', 'quantity:-3', delivery, 'La quantité doit être d\'au moins 1.'],
    ['an absurd quantity', 'quantity:5000', delivery, 'La quantité ne peut pas dépasser 1000 par article.'],
    ['a fractional quantity', 'quantity:1.5', delivery, 'La quantité doit être un nombre entier.'],
    ['a quantity given as text', 'quantity:"2"', delivery, 'La quantité doit être un nombre entier.'],
    ['no delivery details', 'quantity:1', null, 'Les informations de livraison sont requises.'],
    ['a missing name', 'quantity:1', { ...delivery, name: '  ' }, 'Le nom du destinataire est requis.'],
    ['a missing phone', 'quantity:1', { ...delivery, phone: undefined }, 'Le numéro de téléphone est requis.'],
    ['a malformed phone', 'quantity:1', { ...delivery, phone: 'appelez-moi' }, 'Le numéro de téléphone n\'est pas valide.'],
    ['a missing address', 'quantity:1', { ...delivery, address: '' }, 'L\'adresse de livraison est requise.'],
    ['an address that is not text', 'quantity:1', { ...delivery, address: { street: 'x' } }, 'L\'adresse de livraison n\'est pas valide.'],
  ])('refuses %s with a clear French 400', async (_label, items, deliveryFields, message) => {
    const cart = typeof items === 'string' ? [JSON.parse(`{"product_id":"${macbook.id}",${items.replace(':', '":').replace(/^/, '"')}}`)] : items;
    const { error, status } = await placeOrder(customer, cart, deliveryFields);
    expect(status).toBe(400);
    expect(error?.message).toBe(message);
  });

  it('refuses unpublished and out-of-stock products', async () => {
    const hidden = await insertProduct(t.server.ctx.db, { name: 'Prototype', price: 10_000, published: false });
    const unpublished = await placeOrder(customer, [{ product_id: hidden, quantity: 1 }]);
    expect(unpublished.error?.message).toBe('Un produit de votre panier n\'est plus disponible. Retirez-le puis réessayez.');
    const soldOut = await insertProduct(t.server.ctx.db, { name: 'Souris épuisée', price: 5_000, in_stock: false });
    const outOfStock = await placeOrder(customer, [{ product_id: soldOut, quantity: 1 }]);
    expect(outOfStock.error?.message).toBe('Le produit « Souris épuisée » est en rupture de stock.');
  });

  it('asks a visitor (guest checkout) for an e-mail address, on its field, and stores nothing without one', async () => {
    const { error, status } = await t.client().rpc('place_order', { items: [{ product_id: macbook.id, quantity: 1 }], delivery });
    expect(status).toBe(400);
    expect(error).toMatchObject({ message: 'L\'adresse e-mail est requise pour commander sans compte.', hint: 'field:email' });
    const stored = await t.server.ctx.db.query('select count(*)::int as n from public.orders where profile_id is null');
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('refuses writing orders directly, even with a made-up total', async () => {
    const { error } = await customer.client.from('orders').insert({
      delivery_name: 'Awa', delivery_phone: '+226 70 00 00 00', delivery_address: 'Ouaga',
      subtotal: 1, tax_rate: 0, tax: 0, shipping: 0, total: 1,
    });
    expect(error).not.toBeNull();
  });

  it('shows a customer their orders only', async () => {
    await placeOrder(otherCustomer, [{ product_id: wifi.id, quantity: 1 }]);
    const own = await customer.client.from('orders').select('profile_id');
    expect(own.data?.length).toBeGreaterThan(0);
    expect(own.data?.every((order) => order.profile_id === customer.id)).toBe(true);
    const all = await admin.client.from('orders').select('profile_id');
    expect(new Set(all.data?.map((order) => order.profile_id))).toEqual(new Set([customer.id, otherCustomer.id]));
  });

  it('moves status only pending → confirmed → delivered, by an administrator', async () => {
    const { data } = await placeOrder(customer, [{ product_id: wifi.id, quantity: 1 }]);
    const order = data as PlacedOrder;
    const bySelf = await customer.client.from('orders').update({ status: 'cancelled' }).eq('id', order.id);
    expect(bySelf.error).toBeNull();
    const statusOf = async () =>
      (await t.server.ctx.db.query<{ status: string }>('select status from public.orders where id = $1', [order.id])).rows[0].status;
    expect(await statusOf()).toBe('pending');

    const skip = await admin.client.from('orders').update({ status: 'delivered' }).eq('id', order.id);
    expect(skip.error?.message).toBe('Changement de statut impossible : une commande « En attente » ne peut pas passer à « Livrée ».');
    expect((await admin.client.from('orders').update({ status: 'confirmed' }).eq('id', order.id)).error).toBeNull();
    expect((await admin.client.from('orders').update({ status: 'delivered' }).eq('id', order.id)).error).toBeNull();
    expect(await statusOf()).toBe('delivered');

    const reprice = await admin.client.from('orders').update({ total: 1 }).eq('id', order.id);
    expect(reprice.error).not.toBeNull();
  });
});
