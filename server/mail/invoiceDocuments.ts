import { type IssuedCreditNote, type IssuedInvoice, documentOfCreditNote, documentOfInvoice } from '../../src/shared/proForma/invoiceDocument';
import type { ProFormaData } from '../../src/shared/proForma/proFormaData';
import { documentOfReceipt, type ReceivedPayment } from '../../src/shared/proForma/receiptDocument';
import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';
import type { LogoReader } from './logoReader';

/** The invoice's columns the document prints, with its lines in their order. */
const invoiceColumns = `invoice.number, invoice.customer_name, invoice.customer_company, invoice.customer_email,
  invoice.customer_phone, invoice.customer_address, invoice.customer_ifu, invoice.customer_rccm, invoice.customer_department,
  invoice.purchase_order_ref, invoice.seller, invoice.due_date::text as due_date,
  to_char(invoice.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as issued_at`;

/** What the certification block prints (drawCertificationBlock.ts), for an invoice or a credit note. */
const certificationColumns = (table: string) => ['certification_status', 'secef_code', 'secef_nim', 'secef_counters', 'secef_qr', 'secef_taxes']
  .map((column) => `${table}.${column}`)
  .concat(`to_char(${table}.certified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as certified_at`)
  .join(', ');

/** An issued invoice as it is now (its payments and credit notes counted), or undefined. */
export async function invoiceDocument(db: Queryable, invoiceId: string, readLogo: LogoReader): Promise<{ data: ProFormaData; name: string } | undefined> {
  const found = await db.query<IssuedInvoice>(
    `select ${invoiceColumns}, invoice.tax_rate, invoice.total_ht, invoice.total_tva, invoice.total_ttc,
            invoice.amount_paid, invoice.amount_credited, invoice.balance_due, ${certificationColumns('invoice')},
            coalesce((select jsonb_agg(jsonb_build_object('description', line.description, 'quantity', line.quantity,
                        'unit_price', line.unit_price, 'line_total', line.line_total, 'list_unit_price', line.list_unit_price,
                        'discount_percent', line.discount_percent) order by line.position)
                      from public.invoice_lines as line where line.invoice_id = invoice.id), '[]'::jsonb) as lines
       from public.invoices as invoice where invoice.id = $1`,
    [invoiceId],
  );
  const invoice = found.rows[0];
  if (!invoice) return undefined;
  return { data: documentOfInvoice(invoice, await readLogo(invoice.seller.logo_path)), name: invoice.number };
}

/** An issued credit note with the invoice it cancels, or undefined. */
export async function creditNoteDocument(db: Queryable, creditNoteId: string, readLogo: LogoReader): Promise<{ data: ProFormaData; name: string } | undefined> {
  const found = await db.query<IssuedCreditNote>(
    `select note.number, note.reason, note.seller, note.tax_rate, note.total_ht, note.total_tva, note.total_ttc,
            ${certificationColumns('note')},
            to_char(note.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as issued_at,
            (select to_jsonb(invoice_row) from (select ${invoiceColumns} from public.invoices as invoice
                                                 where invoice.id = note.invoice_id) as invoice_row) as invoice
       from public.credit_notes as note where note.id = $1`,
    [creditNoteId],
  );
  const note = found.rows[0];
  if (!note?.invoice) return undefined;
  return { data: documentOfCreditNote(note, await readLogo(note.seller.logo_path)), name: note.number };
}

/** A payment's receipt, on its invoice's document, with the invoice's balance as it is now; undefined once the payment is deleted. */
export async function receiptDocument(db: Queryable, paymentId: string, readLogo: LogoReader): Promise<{ data: ProFormaData; name: string } | undefined> {
  const found = await db.query<ReceivedPayment & Pick<Tables<'payments'>, 'invoice_id'>>(
    'select invoice_id, amount, method, reference, paid_on::text as paid_on from public.payments where id = $1',
    [paymentId],
  );
  const payment = found.rows[0];
  const invoice = payment && (await invoiceDocument(db, payment.invoice_id, readLogo));
  if (!payment || !invoice) return undefined;
  const balance = invoice.data.settlement?.balanceDue ?? 0;
  return { data: documentOfReceipt(invoice.data, invoice.name, { ...payment, amount: Number(payment.amount) }, balance), name: `${invoice.name}-${payment.paid_on}` };
}
