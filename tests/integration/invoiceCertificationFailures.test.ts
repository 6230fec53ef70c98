import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { confirmedOrder } from '../fixtures/documents';
import { SecefStub } from '../fixtures/secefStub';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { mintInvoiceToken } from '../../server/mail/invoiceMail';

interface Document {
  id: string;
  number: string;
  certification_status: string;
  certification_error: string | null;
  secef_code: string | null;
  secef_nim: string | null;
  secef_counters: { fvc: number } | null;
}

/**
 * Issue 47: the product's HTTP client against an e-MCF module that refuses, times out, answers 5xx and loses
 * answers: a refusal is corrected and certified again, and a bad network never makes two certifications.
 */
describe('certification when the service refuses or fails', () => {
  const stub = new SecefStub();
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    await stub.start();
    t = await startTestServer({
      env: { SECEF_API_URL: stub.url, SECEF_API_KEY: 'cle-du-module-emcf', SECEF_NIM: 'BF01000042', SECEF_TIMEOUT_MS: '800' },
    });
    customer = await signUpUser(t, 'Direction Générale du Budget');
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(async () => {
    await t?.close();
    await stub.stop();
  });

  async function issuedInvoice(): Promise<Document> {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id);
    const { data, error } = await admin.client.rpc('issue_invoice', { order_id: orderId });
    if (error) throw new Error(error.message);
    return data as Document;
  }

  async function asStaff(table: 'invoices' | 'credit_notes', id: string): Promise<Document> {
    const { data, error } = await admin.client.from(table).select('*').eq('id', id).single();
    if (error) throw new Error(error.message);
    return data as Document;
  }

  /** The request's row in the outbox, made due now (as the back-off's delay ending). */
  async function retryNow(column: 'invoice_id' | 'credit_note_id', id: string) {
    await t.server.ctx.db.query(
      `update public.notifications set next_attempt_at = now() where ${column} = $1 and channel = 'certification'`, [id]);
    await t.server.mail.flush();
  }

  async function outboxRow(id: string) {
    const row = await t.server.ctx.db.query<{ status: string; attempts: number; last_error: string | null }>(
      `select status, attempts, last_error from public.notifications where invoice_id = $1 and channel = 'certification'
        and credit_note_id is null order by id desc limit 1`, [id]);
    return row.rows[0];
  }

  it('sends the module the document as the SECeF expects it, with its key and NIM', async () => {
    stub.mode = 'certify';
    const invoice = await issuedInvoice();
    await t.server.mail.flush();
    const sent = stub.posts.find((post) => post.invoiceNumber === invoice.number);
    expect(sent).toMatchObject({
      nim: 'BF01000042',
      type: 'FV',
      priceMode: 'HT',
      operator: { name: 'Chef Admin' },
      client: { type: 'PP', name: expect.any(String) },
      items: [{ name: wifi.name, itemType: 'BIE', taxGroup: 'B', unitPrice: wifi.price, quantity: 1, amount: wifi.price }],
    });
    expect(stub.authorizations).toContain('Bearer cle-du-module-emcf');
    expect((await asStaff('invoices', invoice.id)).certification_status).toBe('certified');
  });

  it('keeps an invoice the service has not answered pending: the customer neither sees it nor gets its mail, nobody can pay it', async () => {
    stub.mode = 'unavailable';
    const invoice = await issuedInvoice();
    expect(invoice.certification_status).toBe('pending');
    await t.server.mail.flush();
    expect((await asStaff('invoices', invoice.id)).certification_status).toBe('pending');

    expect((await customer.client.from('invoices').select('id').eq('id', invoice.id)).data).toEqual([]);
    expect((await customer.client.from('invoice_lines').select('id').eq('invoice_id', invoice.id)).data).toEqual([]);
    const mails = await t.server.ctx.db.query(`select kind from public.notifications where invoice_id = $1 and channel = 'email'`, [invoice.id]);
    expect(mails.rows).toEqual([]);

    const payment = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 1000, method: 'cash' });
    expect(payment.status).toBe(400);
    expect(payment.error?.message).toBe(
      `La facture ${invoice.number} n'est pas encore certifiée par la DGI (SECeF) : elle ne peut pas recevoir de paiement.`);

    const backlog = await admin.client.rpc('admin_certification_backlog').single();
    expect((backlog.data as { waiting: number }).waiting).toBeGreaterThanOrEqual(1);
    expect((await customer.client.rpc('admin_certification_backlog')).error?.code).toBe('42501');

    // Only the worker's function writes a certification; staff wait before sending a fresh document again.
    await expect(t.server.ctx.db.query(
      `update public.invoices set certification_status = 'certified', secef_code = 'X', secef_nim = 'X', secef_qr = 'X', certified_at = now() where id = $1`,
      [invoice.id])).rejects.toThrow('Un document émis (facture ou avoir) ne se modifie pas');
    const early = await admin.client.rpc('certify_document_again', { document: 'invoice', document_id: invoice.id });
    expect(early.error?.message).toBe(`Le document ${invoice.number} est en cours de certification : réessayez dans quelques minutes.`);
  });

  it('records a refusal with its reason for staff only; staff correct the IFU and certify again', async () => {
    stub.mode = 'refuse';
    const invoice = await issuedInvoice();
    await t.server.mail.flush();
    const refused = await asStaff('invoices', invoice.id);
    expect(refused.certification_status).toBe('refused');
    expect(refused.certification_error).toBe('Refusée par le SECeF (E10) : IFU du client invalide : le contribuable est inconnu de la DGI.');
    expect((await outboxRow(invoice.id)).status).toBe('failed');
    // The customer never sees a refused invoice, so never its reason.
    expect((await customer.client.from('invoices').select('certification_error').eq('id', invoice.id)).data).toEqual([]);
    const byCustomer = await customer.client.rpc('certify_document_again', { document: 'invoice', document_id: invoice.id });
    expect(byCustomer.error?.code).toBe('42501');
    const backlog = await admin.client.rpc('admin_certification_backlog').single();
    expect((backlog.data as { refused: number }).refused).toBeGreaterThanOrEqual(1);

    stub.mode = 'certify';
    const again = await admin.client.rpc('certify_document_again', { document: 'invoice', document_id: invoice.id, customer_ifu: '00012345A' });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ certification_status: 'pending', certification_error: null, customer_ifu: '00012345A' });
    await t.server.mail.flush();
    const certified = await asStaff('invoices', invoice.id);
    expect(certified.certification_status).toBe('certified');
    expect(certified.secef_nim).toBe('TEST-EMCF-01');
    expect(stub.posts.filter((post) => post.invoiceNumber === invoice.number).at(-1)?.client).toMatchObject({ type: 'PM', ifu: '00012345A' });
    expect((await customer.client.from('invoices').select('number').eq('id', invoice.id)).data).toEqual([{ number: invoice.number }]);
  });

  it('retries a 5xx and a timeout, and certifies once even when the first answer was lost', async () => {
    stub.mode = 'unavailable';
    const invoice = await issuedInvoice();
    await t.server.mail.flush();
    expect((await asStaff('invoices', invoice.id)).certification_status).toBe('pending');
    expect(await outboxRow(invoice.id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Le service de certification a répondu 503.' });

    stub.mode = 'hang';
    await retryNow('invoice_id', invoice.id);
    expect(await outboxRow(invoice.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await outboxRow(invoice.id)).last_error).toBe("Le service de certification n'a pas répondu en 800 ms.");

    // The service certifies, and its answer never arrives.
    stub.mode = 'lose';
    await retryNow('invoice_id', invoice.id);
    expect(stub.certifications.filter((number) => number === invoice.number)).toHaveLength(1);
    expect((await asStaff('invoices', invoice.id)).certification_status).toBe('pending');
    const postsBefore = stub.posts.filter((post) => post.invoiceNumber === invoice.number).length;

    // Back: asked first whether the number is certified, the worker records that certification, sends nothing again.
    stub.mode = 'certify';
    await retryNow('invoice_id', invoice.id);
    const certified = await asStaff('invoices', invoice.id);
    expect(certified.certification_status).toBe('certified');
    expect(certified.secef_code).toBe(stub.secef.find(invoice.number)?.codeSecef);
    expect(stub.posts.filter((post) => post.invoiceNumber === invoice.number)).toHaveLength(postsBefore);
    expect(stub.certifications.filter((number) => number === invoice.number)).toHaveLength(1);
    expect(stub.lookups).toContain(invoice.number);
    expect((await outboxRow(invoice.id)).status).toBe('sent');
  });

  it('sends a credit note with its invoice\'s NIM-FVC as reference', async () => {
    stub.mode = 'certify';
    const invoice = await issuedInvoice();
    await t.server.mail.flush();
    const certifiedInvoice = await asStaff('invoices', invoice.id);
    const noted = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Remise accordée', amount_ht: 1000 });
    const note = noted.data as Document;
    await t.server.mail.flush();
    expect((await asStaff('credit_notes', note.id)).certification_status).toBe('certified');
    expect(stub.posts.find((post) => post.invoiceNumber === note.number)).toMatchObject({
      type: 'FA',
      nature: 'COR',
      reference: `${certifiedInvoice.secef_nim}-${certifiedInvoice.secef_counters?.fvc}`,
      items: [{ itemType: 'SER', taxGroup: 'B', unitPrice: 1000, quantity: 1, amount: 1000 }],
    });
  });

  it('refuses the link of a pending or refused invoice with an unknown link’s message, on its page and on « Payer » (decision 066)', async () => {
    const refusedLink = { code: '28000', message: 'Ce lien n\'est pas ou plus valable.' };
    for (const mode of ['unavailable', 'refuse'] as const) {
      stub.mode = mode;
      const invoice = await issuedInvoice();
      await t.server.mail.flush();
      expect((await asStaff('invoices', invoice.id)).certification_status).toBe(mode === 'refuse' ? 'refused' : 'pending');
      const address = await t.server.ctx.db.query<{ customer_email: string }>('select customer_email from public.invoices where id = $1', [invoice.id]);
      const token = await mintInvoiceToken(t.server.ctx.db, invoice.id, address.rows[0].customer_email);
      expect(token).toBeDefined();
      const lookedUp = await t.client().rpc('invoice_by_token', { token });
      expect(lookedUp.status).toBe(403);
      expect(lookedUp.error).toMatchObject(refusedLink);
      const unknown = await t.client().rpc('invoice_by_token', { token: 'x'.repeat(43) });
      expect(unknown.error).toMatchObject(refusedLink);
      const checkout = await fetch(`${t.url}/payments/v1/checkout`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoice_token: token }),
      });
      expect(checkout.status).toBe(403);
      expect(await checkout.json()).toEqual({ code: 'payment_link_refused', message: 'Ce lien n’est pas ou plus valable.' });
    }
  });
});
