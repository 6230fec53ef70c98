import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '../../src/shared/format/money';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { pdfText } from '../helpers/pdfText';
import { mailsTo, type SentMail } from '../helpers/sentMails';
import { freshAddress } from '../fixtures/appointmentLinks';
import { draftQuote } from '../fixtures/documents';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

interface QuoteView {
  number: string;
  offer_status: string;
  total_ttc: number;
  accepted_by_name: string | null;
  can_answer: boolean;
  lines: { description: string; line_total: number }[];
}

/** Issue 30: the customer answers a sent quote from the e-mail link or the portal; staff make the order. */
describe('quote acceptance online', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let notificationEmail: string;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    customer = await signUpUser(t, 'Awa Ouédraogo');
    notificationEmail = freshAddress('bureau');
    await t.server.ctx.db.query(
      `update public.site_settings set notification_email = $1, legal_name = 'Ouaga IT Services SARL', ifu = '00012345X',
              rccm = 'BF-OUA-2020-B-1234', tax_regime = 'Réel normal d''imposition', tax_division = 'DGE',
              bank_name = 'Coris Bank', bank_account = 'BF123 01001 000123456789 45', orange_money_number = '+226 70 00 00 00'
        where id = 1`,
      [notificationEmail],
    );
  });
  afterAll(() => t?.close());

  const lines = [
    { description: 'Borne Wi-Fi', quantity: 3, unit_price: 333_333 },
    { description: 'Installation', quantity: 1, unit_price: 150_000, discount_percent: 15 },
  ];

  /** A quote sent by staff to `email`; returns its id and the token of its e-mail's link. */
  async function sentQuote(email: string, profileId: string | null = null): Promise<{ id: string; token: string; mail: SentMail }> {
    const id = await draftQuote(admin.client, profileId, lines);
    await admin.client.from('quotes').update({ email }).eq('id', id);
    const sent = await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id);
    if (sent.error) throw new Error(sent.error.message);
    const mail = (await mailsTo(t, email)).filter((candidate) => candidate.subject.startsWith('Votre devis DEV-')).at(-1);
    if (!mail) throw new Error(`pas de devis envoyé à ${email}`);
    const link = /https?:\/\/\S+\/quote\/view\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!link) throw new Error(`pas de lien dans l'e-mail : ${mail.text}`);
    return { id, token: link[1], mail };
  }

  it('mails the customer the quote with its totals and a « Voir et accepter le devis » link that opens it alone', async () => {
    const email = freshAddress();
    const { token, mail } = await sentQuote(email);
    // 999 999 + 127 500 = 1 127 499 HT; TVA 202 949,82 → 202 950.
    // Amounts with no-break spaces, as the site writes them: they never wrap in a mail.
    expect(mail.subject).toMatch(new RegExp(`^Votre devis DEV-\\d{4}-\\d{4} : ${formatFcfa(1_330_449)} TTC$`));
    expect(mail.text).toContain(`Total HT : ${formatFcfa(1_127_499)}`);
    expect(mail.text).toContain(`TVA (18 %) : ${formatFcfa(202_950)}`);
    expect(mail.text).toContain(`Total TTC : ${formatFcfa(1_330_449)}`);
    expect(mail.html).toContain('Voir et accepter le devis');

    const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^devis-DEV-\d{4}-\d{4}\.pdf$/);
    const document = await pdfText(pdf!.content);
    for (const expected of ['DEVIS', 'IFU : 00012345X', 'RCCM : BF-OUA-2020-B-1234', 'Ouaga IT Services SARL', "Régime : Réel normal d'imposition",
      'Borne Wi-Fi', '999 999 FCFA', 'Installation (remise 15 %)', '127 500 FCFA', 'Sous-total HT 1 127 499 FCFA', 'TVA (18 %) 202 950 FCFA',
      'Total TTC 1 330 449 FCFA', 'un million trois cent trente mille quatre cent quarante-neuf francs CFA', 'Coris Bank', 'Orange Money : +226 70 00 00 00']) {
      expect(document).toContain(expected);
    }
    expect(document).toContain(mail.subject.slice('Votre devis '.length, 'Votre devis DEV-2026-0001'.length));
    expect(document).not.toContain('Livraison');
    expect(document).not.toContain('pas une facture définitive');

    const visitor = t.client();
    const viewed = await visitor.rpc('quote_by_token', { token });
    expect(viewed.error).toBeNull();
    const quote = viewed.data as QuoteView;
    expect(quote).toMatchObject({ offer_status: 'sent', total_ttc: 1_330_449, can_answer: true });
    expect(quote.lines.map((line) => [line.description, line.line_total])).toEqual([['Borne Wi-Fi', 999_999], ['Installation', 127_500]]);
    expect(JSON.stringify(quote)).not.toContain(email);

    const guessed = await visitor.rpc('quote_by_token', { token: token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA') });
    expect(guessed.error).toMatchObject({ code: '28000', message: 'Ce lien n\'est pas ou plus valable.' });
  });

  it('accepts with the typed name from the link, records the time, alerts staff with Reply-To the customer', async () => {
    const email = freshAddress();
    const { id, token } = await sentQuote(email);
    const unsigned = await t.client().rpc('accept_quote_by_token', { token, signer_name: ' ' });
    expect(unsigned.error?.message).toBe('Tapez votre nom complet pour accepter le devis.');

    const accepted = await t.client().rpc('accept_quote_by_token', { token, signer_name: 'Awa Ouédraogo' });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ offer_status: 'accepted', accepted_by_name: 'Awa Ouédraogo', can_answer: false });
    const stored = await admin.client.from('quotes').select('offer_status, accepted_at').eq('id', id).single();
    expect(Date.now() - Date.parse(stored.data?.accepted_at as string)).toBeLessThan(60_000);

    // Issue 49: answering again (either answer) gives the quote as it stands and mails nobody.
    const again = await t.client().rpc('decline_quote_by_token', { token, reason: 'Trop cher' });
    expect(again.data).toMatchObject({ offer_status: 'accepted', accepted_by_name: 'Awa Ouédraogo' });

    const alert = (await mailsTo(t, notificationEmail)).find((mail) => mail.subject.includes('accepté par'));
    expect(alert?.replyTo).toBe(email);
    expect(alert?.text).toContain('« Bon pour accord » signé par Awa Ouédraogo');
  });

  it('declines with a reason, and staff learn the reason', async () => {
    const email = freshAddress();
    const { token } = await sentQuote(email);
    const noReason = await t.client().rpc('decline_quote_by_token', { token, reason: '' });
    expect(noReason.error?.message).toMatch(/^Dites-nous en quelques mots pourquoi/);
    const declined = await t.client().rpc('decline_quote_by_token', { token, reason: 'Budget reporté à 2027' });
    expect(declined.data).toMatchObject({ offer_status: 'declined' });
    const alert = (await mailsTo(t, notificationEmail)).find((mail) => mail.subject.includes('refusé par'));
    expect(alert?.text).toContain('Motif : Budget reporté à 2027');
    expect(alert?.replyTo).toBe(email);
  });

  it('refuses the link of an expired quote, and the database refuses accepting it by any path', async () => {
    const { id, token } = await sentQuote(customer.email, customer.id);
    // The validity of a sent quote never changes through the table: the test moves it with the owner's
    // connection and triggers off, as time passing would.
    await t.server.ctx.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query("update public.quotes set valid_until = (now() at time zone 'Africa/Ouagadougou')::date - 1 where id = $1", [id]);
    });
    const viewed = await t.client().rpc('quote_by_token', { token });
    expect(viewed.error?.code).toBe('28000');
    const accepted = await t.client().rpc('accept_quote_by_token', { token, signer_name: 'Awa Ouédraogo' });
    expect(accepted.error?.code).toBe('28000');
    const fromPortal = await customer.client.rpc('accept_my_quote', { quote_id: id, signer_name: 'Awa Ouédraogo' });
    expect(fromPortal.error?.message).toMatch(/^Ce devis a expiré le \d{2}\/\d{2}\/\d{4} : demandez-nous un nouveau devis\.$/);
    const byStaff = await admin.client.rpc('record_quote_acceptance', {
      quote_id: id, signer_name: 'Awa Ouédraogo', accepted_on: new Date().toISOString().slice(0, 10), via: 'phone',
    });
    expect(byStaff.error?.message).toMatch(/^Ce devis a expiré le/);
    // Issue 46 point 8: declining is refused as accepting is, from the portal as from the link.
    const declinedFromPortal = await customer.client.rpc('decline_my_quote', { quote_id: id, reason: 'Trop tard' });
    expect(declinedFromPortal.error?.message).toMatch(/^Ce devis a expiré le \d{2}\/\d{2}\/\d{4} : demandez-nous un nouveau devis\.$/);
    const declinedByLink = await t.client().rpc('decline_quote_by_token', { token, reason: 'Trop tard' });
    expect(declinedByLink.error?.code).toBe('28000');
  });

  it('lets the signed-in customer answer their own quote only', async () => {
    const { id } = await sentQuote(customer.email, customer.id);
    const other = await signUpUser(t, 'Issa Sawadogo');
    const notTheirs = await other.client.rpc('accept_my_quote', { quote_id: id, signer_name: 'Issa Sawadogo' });
    expect(notTheirs.error).toMatchObject({ code: '42501', message: 'Devis introuvable.' });
    const mine = await customer.client.rpc('accept_my_quote', { quote_id: id, signer_name: 'Awa Ouédraogo' });
    expect(mine.data).toMatchObject({ offer_status: 'accepted' });
  });

  it('turns an accepted quote into a confirmed order with its lines, once, by staff only', async () => {
    const { id } = await sentQuote(customer.email, customer.id);
    const early = await admin.client.rpc('convert_quote_to_order', { quote_id: id });
    expect(early.error?.message).toBe('Seul un devis accepté par le client devient une commande.');
    await customer.client.rpc('accept_my_quote', { quote_id: id, signer_name: 'Awa Ouédraogo' });

    const byCustomer = await customer.client.rpc('convert_quote_to_order', { quote_id: id });
    expect(byCustomer.error?.code).toBe('42501');
    const converted = await admin.client.rpc('convert_quote_to_order', { quote_id: id, delivery_address: 'Ouaga 2000, lot 12' });
    expect(converted.error).toBeNull();
    const order = converted.data as { id: string; status: string; subtotal: number; tax: number; total: number; profile_id: string };
    expect(order).toMatchObject({ status: 'confirmed', subtotal: 1_127_499, tax: 202_950, total: 1_330_449, profile_id: customer.id });
    const items = await customer.client.from('order_items').select('product_name, unit_price, quantity, line_total').eq('order_id', order.id).order('line_total');
    expect(items.data).toEqual([
      { product_name: 'Installation', unit_price: 127_500, quantity: 1, line_total: 127_500 },
      { product_name: 'Borne Wi-Fi', unit_price: 333_333, quantity: 3, line_total: 999_999 },
    ]);
    const twice = await admin.client.rpc('convert_quote_to_order', { quote_id: id });
    expect(twice.error?.message).toBe('Ce devis est déjà devenu une commande.');
    // The customer is told once, with the order's lines and its pro forma, as a cart's buyer is.
    const orderNumber = (converted.data as { number: number }).number;
    const confirmations = (await mailsTo(t, customer.email)).filter((mail) => mail.subject === `Votre commande n° ${orderNumber} a bien été reçue`);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain('Borne Wi-Fi');
    expect(confirmations[0]!.attachments.map((file) => file.contentType)).toContain('application/pdf');

    const invoice = await admin.client.rpc('issue_invoice', { order_id: order.id });
    expect(invoice.data).toMatchObject({ total_ht: 1_127_499, total_tva: 202_950, total_ttc: 1_330_449 });
  });
});
