import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../fixtures/appointmentLinks';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { quoteRequest } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

const officeAddress = 'devis-bureau@example.bf';

/** Issue 46 point 9: a quote request for products and quantities, the office's alert listing them, and the offer's lines started from it. */
describe('quote requests for products', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let laptop: SeedProduct;
  let router: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    customer = await signUpUser(t, 'Awa Ouédraogo');
    const products = await seedProducts(t.server.ctx.db);
    laptop = products['macbook-pro-14-m3'];
    router = products['borne-wifi-6-ubiquiti-u6-pro'];
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [officeAddress]);
  });
  afterAll(() => t?.close());

  const requestedBy = async (email: string) =>
    (await t.server.ctx.db.query<{ id: string }>('select id from public.quotes where email = $1', [email])).rows[0].id;

  it('stores a visitor’s products and quantities with the request, and refuses a malformed list', async () => {
    const email = freshAddress();
    const items = [{ product_id: router.id, quantity: 12 }, { product_id: laptop.id, quantity: 2 }];
    expect((await t.client().from('quotes').insert(quoteRequest({ email, requested_items: items }))).error).toBeNull();
    const stored = await admin.client.from('quotes').select('requested_items').eq('id', await requestedBy(email)).single();
    expect(stored.data).toEqual({ requested_items: items });

    for (const bad of [
      [{ product_id: router.id, quantity: 0 }],
      [{ product_id: router.id, quantity: 1001 }],
      [{ product_id: 'pas-un-id', quantity: 1 }],
      [{ product_id: router.id, quantity: 1, price: 1 }],
      { product_id: router.id, quantity: 1 },
      Array.from({ length: 51 }, () => ({ product_id: router.id, quantity: 1 })),
    ]) {
      const refused = await t.client().from('quotes').insert(quoteRequest({ email: freshAddress(), requested_items: bad }));
      expect(refused.error?.code).toBe('23514');
    }
  });

  it('tells the office the products and quantities asked for, and who buys: company, IFU, RCCM, department, purchase order', async () => {
    const email = freshAddress();
    const unknownProduct = '00000000-0000-4000-8000-000000000000';
    const items = [{ product_id: router.id, quantity: 12 }, { product_id: unknownProduct, quantity: 1 }, { product_id: laptop.id, quantity: 3 }];
    const request = quoteRequest({
      email,
      name: 'Awa Ouédraogo',
      company: 'Direction Générale du Budget',
      customer_ifu: '0009 8765 b',
      customer_rccm: 'BF-OUA-2019-B-0042',
      customer_department: 'Direction de l’administration et des finances',
      purchase_order_ref: 'BC-2026-DGB-0147',
      requested_items: items,
    });
    expect((await t.client().from('quotes').insert(request)).error).toBeNull();

    const alert = await latestMailTo(t, officeAddress, /^Nouvelle demande de devis : .* \(Awa Ouédraogo\)$/);
    expect(alert.text).toContain(
      ['Produits demandés :', `- ${router.name} × 12`, '- Produit inconnu du catalogue × 1', `- ${laptop.name} × 3`].join('\n'),
    );
    expect(alert.text).toContain(
      [
        'Nom : Awa Ouédraogo',
        'Entreprise : Direction Générale du Budget',
        'Service ou direction : Direction de l’administration et des finances',
        'IFU : 00098765B',
        'RCCM : BF-OUA-2019-B-0042',
        'Bon de commande : BC-2026-DGB-0147',
        `E-mail : ${email}`,
      ].join('\n'),
    );
    // The HTML version shows the same: the products as lines of text, the identity in the table of fields.
    expect(alert.html).toContain(`${router.name} × 12`);
    expect(alert.html).toContain('BC-2026-DGB-0147');

    // The visitor's own confirmation (an address not proven) carries none of it.
    const [confirmation] = await mailsTo(t, email);
    expect(confirmation.subject).toBe('Votre demande de devis a bien été reçue');
    expect(confirmation.text).not.toMatch(/00098765B|BC-2026-DGB-0147|Produits demandés/);
  });

  it('says nothing of products or identity when the request gives none', async () => {
    const email = freshAddress();
    expect((await t.client().from('quotes').insert(quoteRequest({ email, name: 'Issa Sans Produits' }))).error).toBeNull();
    const alert = await latestMailTo(t, officeAddress, /^Nouvelle demande de devis : .* \(Issa Sans Produits\)$/);
    expect(alert.text).toContain('Entreprise : Sahel Conseil');
    expect(alert.text).not.toMatch(/Produits demandés|IFU|RCCM|Service ou direction|Bon de commande/);
  });

  it('lets staff start the offer’s lines from them in one call, at today’s names and prices, in the request’s order', async () => {
    const email = freshAddress();
    const items = [{ product_id: router.id, quantity: 12 }, { product_id: laptop.id, quantity: 2 }];
    expect((await t.client().from('quotes').insert(quoteRequest({ email, requested_items: items }))).error).toBeNull();
    const id = await requestedBy(email);

    const byCustomer = await customer.client.rpc('quote_lines_from_request', { quote_id: id });
    expect(byCustomer.error?.code).toBe('42501');
    const added = await admin.client.rpc('quote_lines_from_request', { quote_id: id });
    expect(added.error).toBeNull();
    expect(added.data).toBe(2);
    const lines = await admin.client.from('quote_lines').select('position, product_id, description, quantity, unit_price').eq('quote_id', id).order('position');
    expect(lines.data).toEqual([
      { position: 0, product_id: router.id, description: router.name, quantity: 12, unit_price: router.price },
      { position: 1, product_id: laptop.id, description: laptop.name, quantity: 2, unit_price: laptop.price },
    ]);

    expect((await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id)).error).toBeNull();
    const afterSending = await admin.client.rpc('quote_lines_from_request', { quote_id: id });
    expect(afterSending.error?.message).toBe('Un devis envoyé ne se modifie plus : faites un nouveau devis.');
  });
});
