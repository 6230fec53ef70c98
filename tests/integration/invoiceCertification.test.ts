import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { confirmedOrder } from '../fixtures/documents';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

interface CertifiedDocument {
  id: string;
  number: string;
  certification_status: string;
  certification_error: string | null;
  secef_code: string | null;
  secef_nim: string | null;
  secef_counters: { tc: number; fvc: number; frc: number } | null;
  secef_qr: string | null;
  secef_taxes: { group: string; rate: number; base: number; tax: number }[] | null;
  certified_at: string | null;
}

/** Issue 47: invoices and credit notes certified by the built-in test certifier, through the product's HTTP client. */
describe('certified invoices with the built-in test certifier', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let wifi: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    admin = await signUpAdmin(t, 'Chef Admin');
    wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
  });
  afterAll(() => t?.close());

  async function issuedInvoice(): Promise<CertifiedDocument> {
    const orderId = await confirmedOrder(customer.client, admin.client, wifi.id, 2);
    const { data, error } = await admin.client.rpc('issue_invoice', { order_id: orderId });
    if (error) throw new Error(error.message);
    return data as CertifiedDocument;
  }

  async function asStaff(table: 'invoices' | 'credit_notes', id: string): Promise<CertifiedDocument> {
    const { data, error } = await admin.client.from(table).select('*').eq('id', id).single();
    if (error) throw new Error(error.message);
    return data as CertifiedDocument;
  }

  async function mailsAbout(invoiceId: string): Promise<string[]> {
    const mails = await t.server.ctx.db.query<{ kind: string }>(
      `select kind from public.notifications where invoice_id = $1 and channel = 'email' order by id`, [invoiceId]);
    return mails.rows.map((mail) => mail.kind);
  }

  it('certifies the invoice with test codes: then the customer sees it, gets its mail, and it can be paid', async () => {
    const invoice = await issuedInvoice();
    await t.server.mail.flush();

    const certified = await asStaff('invoices', invoice.id);
    expect(certified.certification_status).toBe('certified');
    expect(certified.certification_error).toBeNull();
    expect(certified.secef_nim).toBe('TEST-EMCF-01');
    expect(certified.secef_code).toMatch(/^TEST-[A-Z0-9]{4}(-[A-Z0-9]{4}){4}$/);
    expect(certified.secef_qr).toMatch(new RegExp(`^BFSECEF01;TEST-EMCF-01;${certified.secef_code};[^;]*;\\d{14}$`));
    expect(certified.secef_counters?.fvc).toBeGreaterThanOrEqual(1);
    expect(certified.secef_taxes).toEqual([{ group: 'B', rate: 18, base: 2 * wifi.price, tax: Math.round(2 * wifi.price * 0.18) }]);
    expect(Date.now() - new Date(certified.certified_at ?? 0).getTime()).toBeLessThan(60_000);

    const seen = await customer.client.from('invoices').select('number, certification_status, certification_error').eq('id', invoice.id);
    expect(seen.data).toEqual([{ number: invoice.number, certification_status: 'certified', certification_error: null }]);
    expect(await mailsAbout(invoice.id)).toEqual(['invoice_issued']);

    const payment = await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 1000, method: 'cash' });
    expect(payment.error).toBeNull();
  });

  it('certifies a credit note after its invoice, and mails it to the customer only then', async () => {
    const invoice = await issuedInvoice();
    const noted = await admin.client.rpc('issue_credit_note', { invoice_id: invoice.id, reason: 'Borne défectueuse' });
    expect(noted.error).toBeNull();
    const note = noted.data as CertifiedDocument;
    expect(note.certification_status).toBe('pending');

    await t.server.mail.flush();
    expect((await asStaff('invoices', invoice.id)).certification_status).toBe('certified');
    // The credit note waits for its invoice's answer (its reference is that answer's NIM-FVC): it goes next time.
    await t.server.ctx.db.query(
      `update public.notifications set next_attempt_at = now() where credit_note_id = $1 and channel = 'certification'`, [note.id]);
    await t.server.mail.flush();
    const certified = await asStaff('credit_notes', note.id);
    expect(certified.certification_status).toBe('certified');
    expect(certified.secef_counters?.frc).toBeGreaterThanOrEqual(1);
    expect(certified.secef_qr).toContain(`;${certified.secef_code};`);

    const seen = await customer.client.from('credit_notes').select('number').eq('id', note.id);
    expect(seen.data).toEqual([{ number: note.number }]);
    expect(await mailsAbout(invoice.id)).toEqual(['invoice_issued', 'credit_note_issued']);
  });

  it('never changes a certification once recorded: not for staff, the service role, the server, nor a second answer', async () => {
    const invoice = await issuedInvoice();
    await t.server.mail.flush();
    const certified = await asStaff('invoices', invoice.id);

    const byStaff = await admin.client.from('invoices').update({ secef_code: 'FAUX' }).eq('id', invoice.id);
    expect(byStaff.error?.code).toBe('42501');
    const byService = await t.serviceClient().from('invoices').update({ certification_status: 'refused', certification_error: 'x' }).eq('id', invoice.id);
    expect(byService.error?.code).toBe('42501');
    await expect(t.server.ctx.db.query(`update public.invoices set secef_qr = 'BFSECEF01;X' where id = $1`, [invoice.id]))
      .rejects.toThrow('Un document certifié par la DGI (SECeF) ne se modifie pas : sa certification est définitive.');
    const again = await t.server.ctx.db.query<{ status: string }>(
      `select private.record_certification('invoice', $1, '{"code": "AUTRE", "nim": "X", "qr": "Q", "certified_at": "2026-07-01T00:00:00Z"}', null) as status`,
      [invoice.id]);
    expect(again.rows[0].status).toBe('certified');
    const refusedAfter = await t.server.ctx.db.query<{ status: string }>(
      `select private.record_certification('invoice', $1, null, 'refus tardif') as status`, [invoice.id]);
    expect(refusedAfter.rows[0].status).toBe('certified');
    expect(await asStaff('invoices', invoice.id)).toEqual(certified);

    // The worker's writer is no API function: the service role itself cannot call it over REST.
    const viaApi = await fetch(`${t.url}/rest/v1/rpc/record_certification`, {
      method: 'POST',
      headers: { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ document: 'invoice', document_id: invoice.id, answer: null, refusal: 'x' }),
    });
    expect(viaApi.status).toBe(404);
    const again2 = await admin.client.rpc('certify_document_again', { document: 'invoice', document_id: invoice.id });
    expect(again2.error?.message).toBe(`Le document ${invoice.number} est déjà certifié.`);
  });

  it('gives up a certification request that names no document, without stopping the others', async () => {
    const stray = await t.server.ctx.db.query<{ id: number }>(
      `insert into public.notifications (kind, channel, recipient, data) values ('certification_invoice', 'certification', 'secef', '{}')
       returning id::integer as id`);
    const invoice = await issuedInvoice();
    await t.server.mail.flush();
    const row = await t.server.ctx.db.query('select status, last_error from public.notifications where id = $1', [stray.rows[0].id]);
    expect(row.rows).toEqual([{ status: 'failed', last_error: 'Demande de certification sans facture ni avoir.' }]);
    expect((await asStaff('invoices', invoice.id)).certification_status).toBe('certified');
  });
});
