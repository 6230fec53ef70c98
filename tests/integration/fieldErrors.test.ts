import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { appointmentRequest, contactMessage, delivery, quoteRequest, slotAllocator } from '../fixtures/requests';
import { signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

// A refusal about one field names it in the hint (field:<name>), so a form shows it under that field.
describe('refusals that name their field', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let macbook: SeedProduct;
  const nextSlot = slotAllocator(5);

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    macbook = (await seedProducts(t.server.ctx.db))['macbook-pro-14-m3'];
  });
  afterAll(() => t?.close());

  it.each([
    ['phone', { ...delivery, phone: '12' }, "Le numéro de téléphone n'est pas valide."],
    ['phone', { ...delivery, phone: '  ' }, 'Le numéro de téléphone est requis.'],
    ['name', { ...delivery, name: '' }, 'Le nom du destinataire est requis.'],
    ['address', { ...delivery, address: 'x'.repeat(501) }, "L'adresse de livraison : texte trop long (500 caractères au plus)."],
  ])('place_order refuses a bad %s on its field', async (field, deliveryFields, message) => {
    const { error, status } = await customer.client.rpc('place_order', { items: [{ product_id: macbook.id, quantity: 1 }], delivery: deliveryFields });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', hint: `field:${field}`, message });
  });

  it.each([
    ['appointments', () => appointmentRequest(nextSlot(), { phone: '12' }), 'phone'],
    ['appointments', () => appointmentRequest(nextSlot(), { email: 'pas-un-email' }), 'email'],
    ['quotes', () => quoteRequest({ phone: '12' }), 'phone'],
    ['contact_messages', () => contactMessage({ phone: 'appelez-moi' }), 'phone'],
    ['contact_messages', () => contactMessage({ email: 'mariam.example.com' }), 'email'],
  ] as [string, () => Record<string, unknown>, string][])('a visitor’s row in %s is refused on its field', async (table, row, field) => {
    const { error, status } = await t.client().from(table).insert(row());
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', hint: `field:${field}` });
    expect(error?.message).toMatch(field === 'phone' ? /^Le numéro de téléphone n'est pas valide/ : /^L'adresse e-mail n'est pas valide/);
  });

  it('still stores a request with no phone', async () => {
    const { error } = await t.client().from('contact_messages').insert(contactMessage({ phone: null }));
    expect(error).toBeNull();
  });
});
