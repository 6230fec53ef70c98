import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { setAdminRole } from '../../server/auth/bootstrapAdmin';
import { testPassword } from '../fixtures/users';
import { latestLink, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

const guestAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** The « Voir ma commande » token of a guest's order mail. */
function orderToken(text: string): string {
  const link = /https?:\/\/\S+\/order\/view\/([A-Za-z0-9_-]+)/.exec(text);
  if (!link) throw new Error(`pas de lien de commande dans l'e-mail : ${text}`);
  return link[1];
}

// Sign-ups wait for the mailed link here, so an order can be tested before and after confirmation.
describe('guest orders: placed without an account, read by link, joined to the account that confirms the address', () => {
  let t: TestServer;
  let admin: { client: ReturnType<TestServer['client']> };
  let macbook: SeedProduct;
  let router: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } });
    const products = await seedProducts(t.server.ctx.db);
    macbook = products['macbook-pro-14-m3'];
    router = products['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  async function placeAsGuest(email: string, extra: Record<string, unknown> = {}) {
    const { data, error } = await t.client().rpc('place_order', { items: [{ product_id: macbook.id, quantity: 1 }], delivery: { ...delivery, email, ...extra } });
    expect(error).toBeNull();
    return data as { number: number; total: number; guest: boolean; payment_method: string; email: string };
  }

  /** Signs up as the register page does, then (optionally) confirms through the mailed link. */
  async function register(email: string, confirm: boolean) {
    const client = t.client();
    const signed = await client.auth.signUp({ email, password: testPassword, options: { data: { full_name: 'Awa Ouédraogo' } } });
    expect(signed.error).toBeNull();
    if (confirm) {
      const link = await latestLink(t, email, /Confirmez votre adresse e-mail/);
      const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' });
      expect(verified.error).toBeNull();
    }
    return { client, id: signed.data.user!.id };
  }

  it('stores the order with the guest’s address, answers only what the confirmation shows, and mails a link that opens it', async () => {
    const email = guestAddress('awa');
    const placed = await placeAsGuest(email.toUpperCase(), { payment_method: 'on_delivery', name: 'Awa Guest', address: 'Secteur 30, Bobo-Dioulasso', notes: 'Appelez avant' });
    expect(placed).toEqual({ number: expect.any(Number), total: 767_000, guest: true, payment_method: 'on_delivery', email });
    const stored = await t.server.ctx.db.query('select profile_id, guest_email, payment_method from public.orders where number = $1', [placed.number]);
    expect(stored.rows).toEqual([{ profile_id: null, guest_email: email, payment_method: 'on_delivery' }]);

    const [mail] = await mailsTo(t, email);
    expect(mail.subject).toBe(`Votre commande n° ${placed.number} a bien été reçue`);
    expect(mail.text).toContain('Vous trouverez la facture pro forma en pièce jointe.');
    expect(mail.text).toContain('Paiement : Paiement à la livraison');
    expect(mail.attachments.map((file) => file.filename)).toEqual([`facture-pro-forma-${placed.number}.pdf`]);
    // Nothing the visitor typed goes to an address nobody has proven.
    expect(mail.text).not.toMatch(/Awa Guest|Secteur 30|Appelez avant|\+226 70/);
    const token = orderToken(mail.text);
    const outbox = await t.server.ctx.db.query('select data from public.notifications where recipient = $1', [email]);
    expect(JSON.stringify(outbox.rows)).not.toContain(token);

    const { data, error } = await t.client().rpc('order_by_token', { token });
    expect(error).toBeNull();
    expect(data).toMatchObject({ number: placed.number, status: 'pending', payment_method: 'on_delivery', total: 767_000, items: [{ product_name: macbook.name, quantity: 1 }] });
    expect(JSON.stringify(data)).not.toMatch(/Awa|example\.com|\+226|Secteur 30/);
  });

  it('is readable by no visitor and no other customer, only by staff', async () => {
    const placed = await placeAsGuest(guestAddress('issa'));
    const other = await register(guestAddress('autre'), true);
    const staffEmail = guestAddress('chef');
    admin = await register(staffEmail, true);
    await setAdminRole(t.server.ctx.db, staffEmail, true);
    expect((await t.client().from('orders').select('id').eq('number', placed.number)).data).toEqual([]);
    expect((await other.client.from('orders').select('id').eq('number', placed.number)).data).toEqual([]);
    expect((await other.client.from('order_items').select('id, orders!inner(number)').eq('orders.number', placed.number)).data ?? []).toEqual([]);
    expect((await admin.client.from('orders').select('number, guest_email').eq('number', placed.number)).data).toHaveLength(1);
  });

  it('refuses a token that is not one, and opens only its own order', async () => {
    const first = await placeAsGuest(guestAddress('un'));
    const secondEmail = guestAddress('deux');
    const second = await placeAsGuest(secondEmail);
    const token = orderToken((await mailsTo(t, secondEmail))[0].text);
    expect((await t.client().rpc('order_by_token', { token })).data).toMatchObject({ number: second.number });
    expect((await t.client().rpc('order_by_token', { token })).data).not.toMatchObject({ number: first.number });
    // The real token with its last character changed (to one it is not: it may end in « A »).
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['', 'x'.repeat(43), oneOff]) {
      const refused = await t.client().rpc('order_by_token', { token: wrong });
      expect(refused.status).toBe(403);
      expect(refused.error).toMatchObject({ code: '28000', message: 'Ce lien n\'est pas ou plus valable.' });
    }
  });

  it('gives the link’s holder the order as its pro forma prints it: the buyer named, lines in the cart’s order, no phone or address', async () => {
    const email = guestAddress('dgb');
    // The MacBook first: by name, « Borne… » would come before it.
    const { data, error } = await t.client().rpc('place_order', {
      items: [{ product_id: macbook.id, quantity: 2 }, { product_id: router.id, quantity: 12 }],
      delivery: {
        ...delivery, email, company: 'Direction Générale du Budget', ifu: '00098765B', rccm: 'BF-OUA-2019-B-0042',
        department: 'Direction de l’administration et des finances', purchase_order_ref: 'BC-2026-DGB-0147',
      },
    });
    expect(error).toBeNull();
    const placed = data as { number: number; total: number };
    const token = orderToken((await mailsTo(t, email))[0].text);

    const document = await t.client().rpc('order_document_by_token', { token });
    expect(document.error).toBeNull();
    const stored = (await t.server.ctx.db.query<{ created_at: string; subtotal: number; tax: number; shipping: number }>(
      'select created_at, subtotal, tax, shipping from public.orders where number = $1', [placed.number])).rows[0];
    expect(document.data).toEqual({
      number: placed.number,
      created_at: expect.any(String),
      delivery_name: delivery.name,
      customer_company: 'Direction Générale du Budget',
      customer_ifu: '00098765B',
      customer_rccm: 'BF-OUA-2019-B-0042',
      customer_department: 'Direction de l’administration et des finances',
      purchase_order_ref: 'BC-2026-DGB-0147',
      subtotal: stored.subtotal,
      tax_rate: 18,
      tax: stored.tax,
      shipping: stored.shipping,
      total: placed.total,
      items: [
        { product_name: macbook.name, unit_price: macbook.price, quantity: 2, line_total: 2 * macbook.price },
        { product_name: router.name, unit_price: router.price, quantity: 12, line_total: 12 * router.price },
      ],
    });
    expect(new Date((document.data as { created_at: string }).created_at).getTime()).toBe(new Date(stored.created_at).getTime());
    expect(JSON.stringify(document.data)).not.toMatch(/\+226|Zone du bois|Appeler avant|example\.com/);
    // The page's own list follows the same order.
    const shown = await t.client().rpc('order_by_token', { token });
    expect((shown.data as { items: { product_name: string }[] }).items.map((item) => item.product_name)).toEqual([macbook.name, router.name]);

    await t.server.ctx.db.query("update public.orders set status = 'cancelled' where number = $1", [placed.number]);
    const cancelled = await t.client().rpc('order_document_by_token', { token });
    expect(cancelled.error).toMatchObject({ code: 'P0001', message: 'Cette commande est annulée : elle n\'a plus de facture pro forma.' });
  });

  it('refuses the pro forma to a wrong token with the one 28000 refusal of the order link', async () => {
    const email = guestAddress('faux');
    await placeAsGuest(email);
    const token = orderToken((await mailsTo(t, email))[0].text);
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const linkRefusal = await t.client().rpc('order_by_token', { token: oneOff });
    expect(linkRefusal.error).toMatchObject({ code: '28000', message: 'Ce lien n\'est pas ou plus valable.' });
    for (const wrong of ['', 'x'.repeat(43), oneOff, `${token}x`, `${token}' or '1'='1`]) {
      const refused = await t.client().rpc('order_document_by_token', { token: wrong });
      expect(refused.status).toBe(403);
      expect(refused.data).toBeNull();
      // Word for word the order link's refusal: nothing tells a mangled token from an unknown one.
      expect(refused.error).toEqual(linkRefusal.error);
    }
  });

  it('joins the account once its address is confirmed, not before, and never another address’s orders', async () => {
    const email = guestAddress('mariam');
    const mine = await placeAsGuest(email);
    const someoneElse = await placeAsGuest(guestAddress('voisin'));
    const account = await register(email, false);
    const owner = async (number: number) => (await t.server.ctx.db.query<{ profile_id: string | null }>('select profile_id from public.orders where number = $1', [number])).rows[0].profile_id;
    expect(await owner(mine.number)).toBeNull();

    const link = await latestLink(t, email, /Confirmez votre adresse e-mail/);
    const client = t.client();
    expect((await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' })).error).toBeNull();
    expect(await owner(mine.number)).toBe(account.id);
    expect(await owner(someoneElse.number)).toBeNull();
    // « Mes commandes » shows it, with its payment.
    const { data } = await client.from('orders').select('number, payment_method').eq('profile_id', account.id);
    expect(data).toEqual([{ number: mine.number, payment_method: 'on_delivery' }]);
  });

  it('offers mobile money only with the company’s numbers, and says them in the order mail', async () => {
    const refused = await t.client().rpc('place_order', { items: [{ product_id: macbook.id, quantity: 1 }], delivery: { ...delivery, email: guestAddress('momo'), payment_method: 'mobile_money' } });
    expect(refused.error).toMatchObject({ code: 'P0001', hint: 'field:payment_method' });
    const unknown = await t.client().rpc('place_order', { items: [{ product_id: macbook.id, quantity: 1 }], delivery: { ...delivery, email: guestAddress('momo'), payment_method: 'bitcoin' } });
    expect(unknown.error).toMatchObject({ code: 'P0001', hint: 'field:payment_method' });

    await t.server.ctx.db.query("update public.site_settings set orange_money_number = '+226 70 11 22 33', moov_money_number = '+226 60 11 22 33' where id = 1");
    const email = guestAddress('momo');
    const placed = await placeAsGuest(email, { payment_method: 'mobile_money' });
    expect(placed.payment_method).toBe('mobile_money');
    const [mail] = await mailsTo(t, email);
    expect(mail.text).toContain('Paiement : Mobile money');
    expect(mail.text).toContain('Numéros : Orange Money : +226 70 11 22 33 · Moov Money : +226 60 11 22 33');
  });
});
