import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftQuote } from '../fixtures/documents';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { delivery, quoteRequest } from '../fixtures/requests';
import { clearSellerDetails, fillSellerDetails, testSellerDetails } from '../fixtures/sellerDetails';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { pdfText } from '../helpers/pdfText';
import { mailsTo, type SentMail } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** What an administration gives: its name, IFU, service and purchase order (issue 46, point 3). */
const budget = {
  company: 'Direction Générale du Budget',
  customer_ifu: '00098765B',
  customer_department: 'Service du matériel',
  purchase_order_ref: 'BC-2026-0412',
};

/** Issue 46 points 3 and 4: the customer's identity on every document, and no document without the seller's. */
describe('the customer’s identity from the request to the credit note', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;
  let switch24: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Aminata Budget');
    admin = await signUpAdmin(t, 'Chef Comptable');
    const products = await seedProducts(t.server.ctx.db);
    wifi = products['borne-wifi-6-ubiquiti-u6-pro'];
    switch24 = Object.values(products).find((product) => product.id !== wifi.id) as SeedProduct;
  });
  afterAll(() => t?.close());

  async function attachmentOf(subject: RegExp, prefix: string): Promise<string> {
    const mail: SentMail | undefined = (await mailsTo(t, customer.email)).filter((candidate) => subject.test(candidate.subject)).at(-1);
    const pdf = mail?.attachments.find((candidate) => candidate.filename.startsWith(prefix));
    if (!pdf) throw new Error(`aucune pièce « ${prefix} » dans « ${String(subject)} »`);
    return pdfText(pdf.content);
  }

  it('keeps the administration’s name, IFU, service and purchase order from the quote to its order, invoice and credit note, each PDF printing them with the seller’s details', async () => {
    const quoteId = await draftQuote(admin.client, customer.id, [
      { description: 'Borne Wi-Fi', quantity: 4, unit_price: 250_000, discount_percent: 10 },
      { description: 'Installation', quantity: 1, unit_price: 150_000 },
    ]);
    const identified = await admin.client.from('quotes').update({ ...budget, email: customer.email, customer_ifu: '0009 8765 b' }).eq('id', quoteId).select('company, customer_ifu').single();
    expect(identified.data).toEqual({ company: budget.company, customer_ifu: '00098765B' });
    expect((await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', quoteId)).error).toBeNull();
    const quotePdf = await attachmentOf(/Votre devis/, 'devis-');
    for (const printed of [budget.company, 'IFU : 00098765B', budget.customer_department, `Bon de commande : ${budget.purchase_order_ref}`,
      `IFU : ${testSellerDetails.ifu} – RCCM : ${testSellerDetails.rccm}`]) {
      expect(quotePdf).toContain(printed);
    }

    expect((await customer.client.rpc('accept_my_quote', { quote_id: quoteId, signer_name: 'Aminata Budget' })).error).toBeNull();
    const converted = await admin.client.rpc('convert_quote_to_order', { quote_id: quoteId, delivery_address: 'Ouaga 2000, lot 12' });
    expect(converted.error).toBeNull();
    const orderId = (converted.data as { id: string }).id;
    const order = await customer.client.from('orders')
      .select('customer_company, customer_ifu, customer_department, purchase_order_ref').eq('id', orderId).single();
    expect(order.data).toEqual({ customer_company: budget.company, customer_ifu: '00098765B',
      customer_department: budget.customer_department, purchase_order_ref: budget.purchase_order_ref });

    // The list price and discount of each line, as the quote's conversion copies them onto order_items
    // (written here by the server's connection so this file does not depend on that migration's order).
    await t.server.ctx.db.query(
      `update public.order_items as item set list_unit_price = line.unit_price, discount_percent = line.discount_percent, position = line.position
         from public.quote_lines as line where line.quote_id = $1 and item.order_id = $2 and item.product_name = line.description`,
      [quoteId, orderId],
    );
    const issued = await admin.client.rpc('issue_invoice', { order_id: orderId });
    expect(issued.error).toBeNull();
    const invoice = issued.data as { id: string; number: string; customer_company: string; customer_ifu: string; purchase_order_ref: string };
    expect(invoice).toMatchObject({ customer_company: budget.company, customer_ifu: '00098765B', purchase_order_ref: budget.purchase_order_ref });
    // The invoice's mail leaves once the SECeF certified it (issue 47).
    await t.server.mail.flush();
    const invoicePdf = await attachmentOf(new RegExp(`Votre facture ${invoice.number}`), 'facture-');
    for (const printed of [budget.company, 'IFU : 00098765B', budget.customer_department, `Bon de commande : ${budget.purchase_order_ref}`,
      `IFU : ${testSellerDetails.ifu} – RCCM : ${testSellerDetails.rccm}`, `Virement : ${testSellerDetails.bank_name}`]) {
      expect(invoicePdf).toContain(printed);
    }
    // The lines in the quote's order, the discount shown (issue 46, point 10).
    expect(invoicePdf).toMatch(/Borne Wi-Fi \(prix 250 000 FCFA, remise 10 %\)[\s\S]*Installation/);
    expect(invoicePdf).not.toContain('Paiement à la livraison');

    expect((await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Erreur de quantité', amount_ht: 100_000 })).error).toBeNull();
    await t.server.mail.flush();
    const notePdf = await attachmentOf(/avoir/i, 'avoir-');
    for (const printed of [budget.company, 'IFU : 00098765B', `Bon de commande : ${budget.purchase_order_ref}`, `IFU : ${testSellerDetails.ifu}`]) {
      expect(notePdf).toContain(printed);
    }

    // Staff keep the customer's identity on the account; the customer's next request starts from it.
    const edited = await admin.client.from('profiles')
      .update({ company: budget.company, ifu: '00098765b', rccm: ' ', department: budget.customer_department }).eq('id', customer.id)
      .select('company, ifu, rccm, department').single();
    expect(edited.data).toEqual({ company: budget.company, ifu: '00098765B', rccm: null, department: budget.customer_department });
    const next = await customer.client.from('quotes')
      .insert({ ...quoteRequest({ email: customer.email, company: budget.company, message: 'Deuxième lot' }), profile_id: customer.id }).select('customer_ifu, customer_department').single();
    expect(next.data).toEqual({ customer_ifu: '00098765B', customer_department: budget.customer_department });
  });

  it('takes the company, IFU and purchase order at checkout, in the order’s lines as the cart had them', async () => {
    const placed = await customer.client.rpc('place_order', {
      items: [{ product_id: wifi.id, quantity: 1 }, { product_id: switch24.id, quantity: 2 }],
      delivery: { ...delivery, company: 'Mairie de Koudougou', ifu: '00011122C', department: '', purchase_order_ref: 'Engagement 2026/77' },
    });
    expect(placed.error).toBeNull();
    const row = placed.data as { id: string; customer_company: string; customer_ifu: string; customer_department: string | null; purchase_order_ref: string; items: { product_id: string; position: number }[] };
    expect(row).toMatchObject({ customer_company: 'Mairie de Koudougou', customer_ifu: '00011122C', customer_department: null, purchase_order_ref: 'Engagement 2026/77' });
    expect(row.items.sort((a, b) => a.position - b.position).map((item) => item.product_id)).toEqual([wifi.id, switch24.id]);
  });

  it('refuses a malformed IFU with a French message on its field, from a visitor’s request as from checkout', async () => {
    const fromVisitor = await t.client().from('quotes').insert(quoteRequest({ customer_ifu: '1234' }));
    expect(fromVisitor.status).toBe(400);
    expect(fromVisitor.error).toMatchObject({ message: 'L’IFU compte 8 chiffres suivis d’une lettre (par exemple 00012345A).'.replace(/’/g, "'"), hint: 'field:ifu' });
    const atCheckout = await customer.client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 1 }], delivery: { ...delivery, ifu: 'ABCDEFGHI' } });
    expect(atCheckout.error).toMatchObject({ hint: 'field:ifu' });
    const onProfile = await customer.client.from('profiles').update({ ifu: '12345678' }).eq('id', customer.id);
    expect(onProfile.error).toMatchObject({ hint: 'field:ifu' });
  });

  it('refuses to send a quote or issue an invoice while the seller’s legal details are missing, naming them', async () => {
    await clearSellerDetails(t.server.ctx.db);
    try {
      const missing = await admin.client.rpc('missing_seller_details');
      expect(missing.data).toEqual(['IFU', 'RCCM', 'régime d\'imposition', 'division fiscale', 'banque', 'numéro de compte bancaire']);
      expect((await customer.client.rpc('missing_seller_details')).error?.code).toBe('42501');

      const quoteId = await draftQuote(admin.client, customer.id, [{ description: 'Audit', quantity: 1, unit_price: 100_000 }]);
      const sent = await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', quoteId);
      expect(sent.status).toBe(400);
      expect(sent.error?.message).toBe(
        'Envoi du devis impossible : complétez d\'abord les mentions légales de l\'entreprise (IFU, RCCM, régime d\'imposition, division fiscale, banque, numéro de compte bancaire) dans les paramètres.',
      );
      expect(sent.error?.hint).toBe('settings:legal');

      const placed = await customer.client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 1 }], delivery });
      const orderId = (placed.data as { id: string }).id;
      expect((await admin.client.from('orders').update({ status: 'confirmed' }).eq('id', orderId)).error).toBeNull();
      const refused = await admin.client.rpc('issue_invoice', { order_id: orderId });
      expect(refused.error?.message).toMatch(/^Facture impossible : complétez d'abord les mentions légales de l'entreprise \(IFU, RCCM/);
      expect((await admin.client.from('invoices').select('id').eq('order_id', orderId)).data).toEqual([]);

      await t.server.ctx.db.query("update public.site_settings set ifu = '00012345X', rccm = 'BF-OUA-2020-B-1234', tax_regime = 'RNI', tax_division = 'DGE', bank_name = 'Coris Bank' where id = 1");
      expect((await admin.client.rpc('missing_seller_details')).data).toEqual(['numéro de compte bancaire']);
    } finally {
      await fillSellerDetails(t.server.ctx.db);
    }
    expect((await admin.client.rpc('missing_seller_details')).data).toEqual([]);
  });
});
