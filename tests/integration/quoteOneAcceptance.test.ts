import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRefusedLinkLimit } from '../../server/http/refusedLinkLimit';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { mailsTo } from '../helpers/sentMails';
import { freshAddress } from '../fixtures/appointmentLinks';
import { draftQuote } from '../fixtures/documents';
import { insertProduct } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { sentQuote } from '../fixtures/sentQuotes';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

const lines = [
  { description: 'Onduleur 3 kVA', quantity: 2, unit_price: 400_000, discount_percent: 10 },
  { description: 'Installation', quantity: 1, unit_price: 150_000 },
];
const companyToday = () => new Date().toISOString().slice(0, 10);

/** Issue 46 points 1, 7, 8 and issue 49 point 1: one way to accept a quote, answered once, one status. */
describe('quotes: one acceptance, answered once, one stage', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let office: string;

  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    admin = await signUpAdmin(t, 'Chef Admin');
    customer = await signUpUser(t, 'Awa Ouédraogo');
    office = freshAddress('bureau');
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [office]);
  });
  afterAll(() => t?.close());

  const officeAlerts = async (number: string) =>
    (await mailsTo(t, office)).filter((mail) => mail.subject.includes(number) && /accepté par|refusé par/.test(mail.subject));
  const numberOf = async (id: string) => (await admin.client.from('quotes').select('number').eq('id', id).single()).data!.number as string;

  it('refuses the request’s amount-only acceptance and a bare status change: no second « accepté » mail', async () => {
    const email = freshAddress();
    const { id } = await sentQuote(t, admin.client, email, lines);
    const amountOnly = await admin.client.from('quotes').update({ request_status: 'accepted', answer_amount: 1_475_000 }).eq('id', id);
    expect(amountOnly.error?.message).toBe(
      'Un devis s\'accepte par son offre : envoyez le devis, puis le client l\'accepte en ligne ou vous enregistrez son accord.',
    );
    const amount = await admin.client.from('quotes').update({ answer_amount: 1_475_000 }).eq('id', id);
    expect(amount.error?.message).toMatch(/^Le montant d'un devis vient de ses lignes/);
    const bare = await admin.client.from('quotes').update({ offer_status: 'accepted', accepted_by_name: 'Par téléphone' }).eq('id', id);
    expect(bare.error?.code).toBe('42501');
    const stored = await admin.client.from('quotes').select('request_status, offer_status, stage').eq('id', id).single();
    expect(stored.data).toEqual({ request_status: 'pending', offer_status: 'sent', stage: 'sent' });
    expect((await mailsTo(t, email)).filter((mail) => /accepté/i.test(mail.subject))).toEqual([]);
  });

  it('records an acceptance given on paper with the signed document, then as online: same state, same alert', async () => {
    const email = freshAddress();
    const { id, token } = await sentQuote(t, admin.client, email, lines);
    const path = `${id}/bon-pour-accord.pdf`;
    const byCustomer = await customer.client.storage.from('signed-quotes').upload(path, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(byCustomer.error).not.toBeNull();
    const uploaded = await admin.client.storage.from('signed-quotes').upload(path, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(uploaded.error).toBeNull();
    const kept = await admin.client.storage.from('signed-quotes').download(path);
    expect(await kept.data?.text()).toBe('%PDF-1.4');
    expect((await customer.client.storage.from('signed-quotes').download(path)).data).toBeNull();

    const notStaff = await customer.client.rpc('record_quote_acceptance', { quote_id: id, signer_name: 'X', accepted_on: companyToday(), via: 'paper' });
    expect(notStaff.error?.code).toBe('42501');
    const noDocument = await admin.client.rpc('record_quote_acceptance', { quote_id: id, signer_name: 'Moussa Kaboré', accepted_on: companyToday(), via: 'paper' });
    expect(noDocument.error).toMatchObject({ message: 'Joignez le devis signé ou l\'e-mail d\'accord du client.', hint: 'field:document' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await admin.client.rpc('record_quote_acceptance', { quote_id: id, signer_name: 'Moussa Kaboré', accepted_on: tomorrow, via: 'paper', document_path: `signed-quotes/${path}` });
    expect(future.error?.hint).toBe('field:accepted_on');

    const recorded = await admin.client.rpc('record_quote_acceptance', {
      quote_id: id, signer_name: 'Moussa Kaboré', accepted_on: companyToday(), via: 'paper', document_path: `signed-quotes/${path}`,
    });
    expect(recorded.error).toBeNull();
    expect(recorded.data).toMatchObject({ offer_status: 'accepted', accepted_by_name: 'Moussa Kaboré', can_answer: false });
    const stored = await admin.client.from('quotes').select('stage, accepted_via, acceptance_document, acceptance_recorded_by').eq('id', id).single();
    expect(stored.data).toEqual({ stage: 'accepted', accepted_via: 'paper', acceptance_document: `signed-quotes/${path}`, acceptance_recorded_by: admin.id });
    const alerts = await officeAlerts(await numberOf(id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain('« Bon pour accord » signé par Moussa Kaboré');

    // The customer's link now shows the accepted quote, and answering there changes nothing.
    const viewed = await t.client().rpc('accept_quote_by_token', { token, signer_name: 'Awa Ouédraogo' });
    expect(viewed.data).toMatchObject({ offer_status: 'accepted', accepted_by_name: 'Moussa Kaboré' });
    const converted = await admin.client.rpc('convert_quote_to_order', { quote_id: id });
    expect(converted.error).toBeNull();
    expect((await admin.client.from('quotes').select('stage').eq('id', id).single()).data).toEqual({ stage: 'converted' });
  });

  it('answers a repeated answer with the quote as it stands and queues nothing, by link and from the portal', async () => {
    const byLink = await sentQuote(t, admin.client, freshAddress(), lines);
    for (let call = 0; call < 3; call += 1) {
      const answer = await t.client().rpc('accept_quote_by_token', { token: byLink.token, signer_name: 'Awa Ouédraogo' });
      expect(answer.data).toMatchObject({ offer_status: 'accepted' });
    }
    const declineAfter = await t.client().rpc('decline_quote_by_token', { token: byLink.token, reason: 'Autre fournisseur' });
    expect(declineAfter.data).toMatchObject({ offer_status: 'accepted' });
    expect(await officeAlerts(await numberOf(byLink.id))).toHaveLength(1);

    const mine = await sentQuote(t, admin.client, customer.email, lines, customer.id);
    for (let call = 0; call < 3; call += 1) {
      const answer = await customer.client.rpc('decline_my_quote', { quote_id: mine.id, reason: 'Budget reporté' });
      expect(answer.data).toMatchObject({ offer_status: 'declined' });
    }
    const acceptAfter = await customer.client.rpc('accept_my_quote', { quote_id: mine.id, signer_name: 'Awa Ouédraogo' });
    expect(acceptAfter.data).toMatchObject({ offer_status: 'declined' });
    expect(await officeAlerts(await numberOf(mine.id))).toHaveLength(1);
  });

  it('turns a guest’s accepted quote into a guest order with the quote’s lines as written, joined to the account of that address', async () => {
    const email = freshAddress('dgb');
    const { id, token } = await sentQuote(t, admin.client, email, lines);
    await t.client().rpc('accept_quote_by_token', { token, signer_name: 'Direction Générale du Budget' });
    const converted = await admin.client.rpc('convert_quote_to_order', { quote_id: id });
    expect(converted.error).toBeNull();
    const order = converted.data as { id: string; profile_id: string | null; guest_email: string | null; total: number };
    expect(order).toMatchObject({ profile_id: null, guest_email: email, total: 1_026_600 });
    const items = await admin.client.from('order_items')
      .select('position, product_name, list_unit_price, discount_percent, unit_price, quantity, line_total')
      .eq('order_id', order.id).order('position');
    expect(items.data).toEqual([
      { position: 0, product_name: 'Onduleur 3 kVA', list_unit_price: 400_000, discount_percent: 10, unit_price: 360_000, quantity: 2, line_total: 720_000 },
      { position: 1, product_name: 'Installation', list_unit_price: 150_000, discount_percent: 0, unit_price: 150_000, quantity: 1, line_total: 150_000 },
    ]);

    // The account created (and confirmed) later with that address finds the order in « Mes commandes ».
    const later = t.client();
    const signed = await later.auth.signUp({ email, password: 'mot-de-passe-solide', options: { data: { full_name: 'Awa Ouédraogo' } } });
    expect(signed.error).toBeNull();
    const mine = await later.from('orders').select('id, profile_id').eq('id', order.id);
    expect(mine.data).toEqual([{ id: order.id, profile_id: signed.data.user!.id }]);
    // And « Mes devis » lists the quote it came from.
    const quotes = await later.from('quotes').select('id, stage');
    expect(quotes.data).toEqual([{ id, stage: 'converted' }]);
  });

  it('keeps a cart order’s lines in the order the customer put them, not by name', async () => {
    const zebra = await insertProduct(t.server.ctx.db, { name: 'Zèbre onduleur', price: 10_000 });
    const antenna = await insertProduct(t.server.ctx.db, { name: 'Antenne Wi-Fi', price: 20_000 });
    const placed = await customer.client.rpc('place_order', { items: [{ product_id: zebra, quantity: 1 }, { product_id: antenna, quantity: 2 }], delivery });
    expect(placed.error).toBeNull();
    const orderId = (placed.data as { id: string }).id;
    const mine = await customer.client.from('orders').select('order_items(product_name, position)').eq('id', orderId)
      .order('position', { referencedTable: 'order_items' }).single();
    expect(mine.data).toEqual({ order_items: [{ product_name: 'Zèbre onduleur', position: 0 }, { product_name: 'Antenne Wi-Fi', position: 1 }] });
  });

  it('counts every answer by link against the address’s allowance, as a refused link', async () => {
    const { rule } = await readRefusedLinkLimit(t.server.ctx.db);
    const { token } = await sentQuote(t, admin.client, freshAddress(), lines);
    const answer = (address: string) =>
      fetch(`${t.url}/rest/v1/rpc/accept_quote_by_token`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ token, signer_name: 'Awa Ouédraogo' }),
      });
    const statuses = [];
    for (let call = 0; call < rule.max; call += 1) statuses.push((await answer('203.0.113.41')).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await answer('203.0.113.41')).status).toBe(429);
    expect((await answer('198.51.100.41')).status).toBe(200);
  });

  it('shows a customer no total before the quote is sent, then the sent totals', async () => {
    const id = await draftQuote(admin.client, customer.id, lines);
    const draft = await customer.client.from('quotes').select('total_ht, total_tva, total_ttc, stage').eq('id', id).single();
    expect(draft.data).toEqual({ total_ht: 0, total_tva: 0, total_ttc: 0, stage: 'requested' });
    await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id);
    const sent = await customer.client.from('quotes').select('total_ht, total_ttc, stage').eq('id', id).single();
    // 720 000 + 150 000 = 870 000 HT; TVA 156 600.
    expect(sent.data).toEqual({ total_ht: 870_000, total_ttc: 1_026_600, stage: 'sent' });
  });

  it('moves a sent quote past its validity to « expired » and a converted one to « converted »', async () => {
    const { id } = await sentQuote(t, admin.client, customer.email, lines, customer.id);
    await t.server.ctx.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query("update public.quotes set valid_until = (now() at time zone 'Africa/Ouagadougou')::date - 1 where id = $1", [id]);
    });
    await t.server.ctx.db.query('select private.expire_overdue_quotes()');
    const expired = await customer.client.from('quotes').select('offer_status, stage').eq('id', id).single();
    expect(expired.data).toEqual({ offer_status: 'expired', stage: 'expired' });
    const declined = await customer.client.rpc('decline_my_quote', { quote_id: id, reason: 'Trop tard' });
    expect(declined.error?.message).toMatch(/^Ce devis a expiré le/);
  });
});
