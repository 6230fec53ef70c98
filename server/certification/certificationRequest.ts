import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';
import type { SecefPaymentMethod, SecefRequest, SecefTaxGroup } from './secefContract';

/** Which document an outbox row asks to certify. */
export interface CertificationTarget {
  document: 'invoice' | 'credit_note';
  id: string;
}

/** The document as the worker sees it before sending it. */
export interface DocumentToCertify {
  number: string;
  status: Tables<'invoices'>['certification_status'];
  /** A credit note's invoice, which must be certified first (its NIM-FVC is the credit note's reference). */
  invoice?: { number: string; status: string; nim: string | null; fvc: number | null };
  request: SecefRequest;
}

/**
 * The invoice's row, `tax_rate` as text (its digits pick the SECeF's tax group), with what is read beside it: the
 * seller's IFU from its frozen details, who issued it, how its order is paid, the invoice counter the SECeF gave.
 */
type InvoiceRow = Pick<
  Tables<'invoices'>,
  'id' | 'number' | 'certification_status' | 'customer_name' | 'customer_company' | 'customer_ifu' | 'total_ttc' | 'issued_by' | 'secef_nim'
> & {
  tax_rate: string;
  seller_ifu: string | null;
  operator_name: string | null;
  payment_method: Tables<'orders'>['payment_method'] | null;
  fvc: number | null;
};

/** `line_total` as text, as the SECeF's amounts are written. */
type InvoiceLineRow = Pick<Tables<'invoice_lines'>, 'description' | 'product_id' | 'quantity' | 'unit_price'> & { line_total: string };

type CreditNoteRow = Pick<Tables<'credit_notes'>, 'number' | 'certification_status' | 'invoice_id' | 'reason' | 'total_ht' | 'total_ttc'> & {
  invoice_total_ht: Tables<'invoices'>['total_ht'];
};

const invoiceQuery = `
  select invoice.id, invoice.number, invoice.certification_status, invoice.customer_name, invoice.customer_company,
         invoice.customer_ifu, invoice.seller ->> 'ifu' as seller_ifu, invoice.tax_rate::text as tax_rate,
         invoice.total_ttc, invoice.issued_by,
         (select coalesce(nullif(btrim(profile.full_name), ''), profile.email) from public.profiles as profile
           where profile.id = invoice.issued_by) as operator_name,
         (select placed.payment_method from public.orders as placed where placed.id = invoice.order_id) as payment_method,
         invoice.secef_nim, (invoice.secef_counters ->> 'fvc')::integer as fvc
    from public.invoices as invoice where invoice.id = $1`;

/** Reads the document and writes the request the SECeF expects; null when the document is gone. */
export async function loadDocumentToCertify(db: Queryable, target: CertificationTarget, nim: string): Promise<DocumentToCertify | null> {
  if (target.document === 'invoice') {
    const invoice = (await db.query<InvoiceRow>(invoiceQuery, [target.id])).rows[0];
    if (!invoice) return null;
    const lines = await db.query<InvoiceLineRow>(
      `select line.description, line.product_id, line.quantity, line.unit_price, line.line_total::text as line_total
         from public.invoice_lines as line where line.invoice_id = $1 order by line.position`,
      [target.id],
    );
    const taxGroup = taxGroupOf(invoice.tax_rate);
    return {
      number: invoice.number,
      status: invoice.certification_status,
      request: {
        ...commonFields(invoice, nim),
        invoiceNumber: invoice.number,
        type: 'FV',
        items: lines.rows.map((line) => ({
          name: line.description,
          // A catalogue product is a good; a line typed by staff (labour, installation) is a service.
          itemType: line.product_id ? 'BIE' : 'SER',
          taxGroup,
          unitPrice: line.unit_price,
          quantity: line.quantity,
          amount: Number(line.line_total),
        })),
      },
    };
  }
  const note = (await db.query<CreditNoteRow>(
    `select note.number, note.certification_status, note.invoice_id, note.reason, note.total_ht, note.total_ttc,
            invoice.total_ht as invoice_total_ht
       from public.credit_notes as note join public.invoices as invoice on invoice.id = note.invoice_id
      where note.id = $1`,
    [target.id],
  )).rows[0];
  if (!note) return null;
  const invoice = (await db.query<InvoiceRow>(invoiceQuery, [note.invoice_id])).rows[0];
  return {
    number: note.number,
    status: note.certification_status,
    invoice: { number: invoice.number, status: invoice.certification_status, nim: invoice.secef_nim, fvc: invoice.fvc },
    request: {
      ...commonFields({ ...invoice, total_ttc: note.total_ttc }, nim),
      invoiceNumber: note.number,
      type: 'FA',
      reference: invoice.secef_nim && invoice.fvc !== null ? `${invoice.secef_nim}-${invoice.fvc}` : undefined,
      nature: note.total_ht >= note.invoice_total_ht ? 'ANN' : 'COR',
      items: [{
        name: `Avoir sur ${invoice.number} : ${note.reason}`.slice(0, 200),
        itemType: 'SER',
        taxGroup: taxGroupOf(invoice.tax_rate),
        unitPrice: note.total_ht,
        quantity: 1,
        amount: note.total_ht,
      }],
    },
  };
}

function commonFields(invoice: InvoiceRow, nim: string): Pick<SecefRequest, 'nim' | 'ifu' | 'priceMode' | 'operator' | 'client' | 'payments'> {
  const ifu = invoice.customer_ifu?.trim() || undefined;
  const company = invoice.customer_company?.trim() || undefined;
  return {
    nim,
    ifu: invoice.seller_ifu?.trim() ?? '',
    // The product's unit prices are HT (decision 036).
    priceMode: 'HT',
    operator: { id: invoice.issued_by ?? 'system', name: invoice.operator_name ?? 'Système' },
    // A company or an administration (a company name or an IFU) is PM; anyone else a person (decision 062).
    client: company || ifu ? { type: 'PM', ifu, name: company ?? invoice.customer_name } : { type: 'PP', name: invoice.customer_name },
    payments: [{ method: paymentMethodOf(invoice.payment_method), amount: invoice.total_ttc }],
  };
}

function taxGroupOf(rate: string): SecefTaxGroup {
  return Number(rate) > 0 ? 'B' : 'A';
}

/**
 * The order's chosen way to pay; an invoice without one (an administration) is paid by transfer. Paid online
 * (decision 071) is mostly Orange or Moov Money through the provider: mobile money.
 */
function paymentMethodOf(orderMethod: string | null): SecefPaymentMethod {
  if (orderMethod === 'mobile_money' || orderMethod === 'online') return 'M';
  if (orderMethod === 'on_delivery') return 'E';
  return 'V';
}
