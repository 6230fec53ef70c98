import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder } from '../fixtures/documents';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { SecefStub } from '../fixtures/secefStub';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface Invoice {
  id: string;
  number: string;
  certification_status: string;
  certification_error: string | null;
  customer_company: string | null;
  customer_ifu: string | null;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
}

/**
 * Issue 47, point 1 (decision 068): the SECeF refuses an invoice for a reason naming a line; staff correct the line
 * and the customer's identity with public.correct_refused_invoice, the totals are recomputed, the same number is
 * certified again; a certified invoice, a pending one or a customer cannot do it.
 */
describe('correcting a refused invoice and certifying it again', () => {
  const stub = new SecefStub();
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    await stub.start();
    t = await startTestServer({ env: { SECEF_API_URL: stub.url, SECEF_API_KEY: 'cle-du-module-emcf', SECEF_NIM: 'TEST-EMCF-01' } });
    customer = await signUpUser(t, 'Direction Générale du Budget');
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(async () => {
    await t?.close();
    await stub.stop();
  });

  async function refusedInvoice(): Promise<Invoice> {
    stub.mode = 'refuse';
    stub.refusal = { errorCode: 'E20', errorDesc: `Article « ${wifi.name} » : quantité incohérente avec le bon de commande.` };
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    const issued = await admin.client.rpc('issue_invoice', { order_id: orderId });
    if (issued.error) throw new Error(issued.error.message);
    await t.server.mail.flush();
    return asStaff((issued.data as Invoice).id);
  }

  async function asStaff(id: string): Promise<Invoice> {
    const { data, error } = await admin.client.from('invoices').select('*').eq('id', id).single();
    if (error) throw new Error(error.message);
    return data as Invoice;
  }

  const linesOf = async (id: string) =>
    (await t.server.ctx.db.query('select position, product_id, description, quantity, unit_price, line_total::integer as line_total from public.invoice_lines where invoice_id = $1 order by position', [id])).rows;

  it('staff read the reason, correct the line and the customer named by it, and the same invoice is certified with the new totals', async () => {
    const invoice = await refusedInvoice();
    expect(invoice.certification_status).toBe('refused');
    expect(invoice.certification_error).toBe(`Refusée par le SECeF (E20) : Article « ${wifi.name} » : quantité incohérente avec le bon de commande.`);

    const corrected = await admin.client.rpc('correct_refused_invoice', {
      invoice_id: invoice.id,
      lines: [
        { description: wifi.name, quantity: 2, unit_price: wifi.price, product_id: wifi.id },
        { description: 'Pose et configuration', quantity: 1, unit_price: 40_000 },
      ],
      customer: { customer_company: 'Direction Générale du Budget', customer_ifu: '00098765B' },
    });
    expect(corrected.error).toBeNull();
    const totalHt = 2 * wifi.price + 40_000;
    const tva = Math.round((totalHt * 18) / 100);
    expect(corrected.data).toMatchObject({
      number: invoice.number,
      certification_status: 'pending',
      certification_error: null,
      customer_company: 'Direction Générale du Budget',
      customer_ifu: '00098765B',
      total_ht: totalHt,
      total_tva: tva,
      total_ttc: totalHt + tva,
    });
    expect(await linesOf(invoice.id)).toEqual([
      { position: 0, product_id: wifi.id, description: wifi.name, quantity: 2, unit_price: wifi.price, line_total: 2 * wifi.price },
      { position: 1, product_id: null, description: 'Pose et configuration', quantity: 1, unit_price: 40_000, line_total: 40_000 },
    ]);

    stub.mode = 'certify';
    await t.server.mail.flush();
    expect((await asStaff(invoice.id)).certification_status).toBe('certified');
    const sent = stub.posts.filter((post) => post.invoiceNumber === invoice.number).at(-1);
    expect(sent).toMatchObject({
      client: { type: 'PM', ifu: '00098765B', name: 'Direction Générale du Budget' },
      items: [
        { name: wifi.name, itemType: 'BIE', unitPrice: wifi.price, quantity: 2, amount: 2 * wifi.price },
        { name: 'Pose et configuration', itemType: 'SER', unitPrice: 40_000, quantity: 1, amount: 40_000 },
      ],
    });
    // The customer sees it, with the certified totals.
    const seen = await customer.client.from('invoices').select('number, total_ttc').eq('id', invoice.id);
    expect(seen.data).toEqual([{ number: invoice.number, total_ttc: totalHt + tva }]);

    // Certified: no correction any more, through the API or in the database itself (even with the flag set).
    const late = await admin.client.rpc('correct_refused_invoice', { invoice_id: invoice.id, lines: [{ description: 'X', quantity: 1, unit_price: 1 }] });
    expect(late.status).toBe(403);
    expect(late.error?.message).toBe('Un document certifié par la DGI (SECeF) ne se modifie pas : sa certification est définitive.');
    await expect(t.server.ctx.db.query(
      `do $$ begin perform set_config('private.invoice_correction', '${invoice.id}', true);
         delete from public.invoice_lines where invoice_id = '${invoice.id}'; end $$`,
    )).rejects.toThrow('Un document certifié par la DGI (SECeF) ne se modifie pas');
    await expect(t.server.ctx.db.query(
      `do $$ begin perform set_config('private.invoice_correction', '${invoice.id}', true);
         update public.invoices set total_ht = 1, total_tva = 0, total_ttc = 1 where id = '${invoice.id}'; end $$`,
    )).rejects.toThrow();
    expect((await asStaff(invoice.id)).total_ttc).toBe(totalHt + tva);
  });

  it('refuses, with a clear 4xx, a customer, a pending invoice, an empty or malformed correction; the refused invoice stays as it was', async () => {
    const invoice = await refusedInvoice();
    const before = await linesOf(invoice.id);
    const oneLine = [{ description: 'Borne', quantity: 1, unit_price: 1000 }];

    const byCustomer = await customer.client.rpc('correct_refused_invoice', { invoice_id: invoice.id, lines: oneLine });
    expect(byCustomer.error?.code).toBe('42501');

    for (const [lines, customerFields, message] of [
      [[], null, 'La facture doit garder au moins une ligne.'],
      [[{ description: '', quantity: 1, unit_price: 1000 }], null, 'Ligne 1 : la désignation compte de 1 à 200 caractères.'],
      [[...oneLine, { description: 'Câble', quantity: 0, unit_price: 1000 }], null, 'Ligne 2 : la quantité est un nombre entier de 1 à 1 000.'],
      [[{ description: 'Câble', quantity: 1, unit_price: -5 }], null, 'Ligne 1 : le prix unitaire HT est un nombre entier de FCFA, positif ou nul.'],
      [[{ description: 'Câble', quantity: 1, unit_price: 5, product_id: '00000000-0000-0000-0000-000000000000' }], null, 'Ligne 1 : produit du catalogue introuvable.'],
      [oneLine, { customer_name: ' ' }, 'Le nom du client est obligatoire.'],
      [oneLine, { customer_ifu: '123' }, 'L\'IFU du client compte huit chiffres suivis d\'une lettre (par exemple 00012345X).'],
    ] as const) {
      const refused = await admin.client.rpc('correct_refused_invoice', { invoice_id: invoice.id, lines, customer: customerFields });
      expect(refused.status, message).toBe(400);
      expect(refused.error?.message).toBe(message);
    }
    const unknown = await admin.client.rpc('correct_refused_invoice', { invoice_id: '00000000-0000-0000-0000-000000000000', lines: oneLine });
    expect(unknown.status).toBe(404);
    expect(await linesOf(invoice.id)).toEqual(before);
    expect((await asStaff(invoice.id)).certification_status).toBe('refused');

    // Sent again (pending): it waits for the answer, no correction meanwhile.
    stub.mode = 'unavailable';
    expect((await admin.client.rpc('certify_document_again', { document: 'invoice', document_id: invoice.id })).error).toBeNull();
    const pending = await admin.client.rpc('correct_refused_invoice', { invoice_id: invoice.id, lines: oneLine });
    expect(pending.status).toBe(400);
    expect(pending.error?.message).toBe(`Seule une facture refusée par la DGI (SECeF) se corrige : la facture ${invoice.number} attend encore sa réponse.`);
    // Nor, outside the function, by anyone: the lines of an issued invoice never change.
    await expect(t.server.ctx.db.query('delete from public.invoice_lines where invoice_id = $1', [invoice.id]))
      .rejects.toThrow('Un document émis (facture ou avoir) ne se modifie pas');
  });
});
