import { formatFcfa } from '../format/money';
import type { ProFormaCustomer, ProFormaData } from './proFormaData';
import { sellerBlock, type SellerDetails } from './sellerBlock';
import { certificationOf, type CertificationColumns } from '../certification/documentCertification';

/** The invoice's customer, as copied at issue (identity columns: decision 060). */
interface InvoiceCustomer {
  customer_name: string;
  customer_company: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_address: string | null;
  customer_ifu?: string | null;
  customer_rccm?: string | null;
  customer_department?: string | null;
  purchase_order_ref?: string | null;
}

/** An issued invoice with its lines, as stored (frozen; paid, credited and balance as they are now). */
export interface IssuedInvoice extends InvoiceCustomer, CertificationColumns {
  number: string;
  issued_at: string;
  /** YYYY-MM-DD */
  due_date: string;
  seller: SellerDetails;
  tax_rate: number;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  amount_paid: number;
  amount_credited: number;
  balance_due: number;
  /** list_unit_price and discount_percent: the price before the line's discount, when it had one. */
  lines: { description: string; quantity: number; unit_price: number; line_total: number; list_unit_price?: number | null; discount_percent?: number | null }[];
}

/** An issued credit note and the invoice it cancels (all or part of). */
export interface IssuedCreditNote extends CertificationColumns {
  number: string;
  issued_at: string;
  reason: string;
  seller: SellerDetails;
  tax_rate: number;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  invoice: InvoiceCustomer & { number: string; issued_at: string };
}

function customerOf(invoice: InvoiceCustomer): ProFormaCustomer {
  return {
    name: invoice.customer_name,
    company: invoice.customer_company,
    email: invoice.customer_email,
    phone: invoice.customer_phone,
    address: invoice.customer_address,
    ifu: invoice.customer_ifu,
    rccm: invoice.customer_rccm,
    department: invoice.customer_department,
    purchaseOrderRef: invoice.purchase_order_ref,
  };
}

/** « (prix 100 000 FCFA, remise 10 %) »: what the customer was granted, as the quote printed it. */
const discountNote = (percent: number, listPrice: number) =>
  ` (prix ${formatFcfa(listPrice)}, remise ${String(percent).replace('.', ',')} %)`;

/** What an invoice's « Conditions de paiement » say: its due date is printed just before. */
export const invoicePaymentTerms = 'à régler à l’échéance ci-dessus, par l’un des moyens suivants.';

/** The day of a timestamp in the company's time zone (Africa/Ouagadougou is UTC all year). */
const dayOf = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 10);

/** « FACTURE »: the frozen lines and totals, the due date, what is paid and the balance due. */
export function documentOfInvoice(invoice: IssuedInvoice, logo?: Uint8Array): ProFormaData {
  return {
    title: 'FACTURE',
    closingSubject: 'la présente facture',
    reference: `Facture n° ${invoice.number}`,
    issuedOn: dayOf(invoice.issued_at),
    dueDate: invoice.due_date.slice(0, 10),
    logo,
    ...sellerBlock(invoice.seller),
    customer: customerOf(invoice),
    lines: invoice.lines.map((line) => ({
      description: `${line.description}${Number(line.discount_percent ?? 0) > 0 ? discountNote(Number(line.discount_percent), Number(line.list_unit_price)) : ''}`,
      quantity: line.quantity,
      unitPrice: Number(line.unit_price),
      lineTotal: Number(line.line_total),
    })),
    subtotal: Number(invoice.total_ht),
    taxRate: Number(invoice.tax_rate),
    tax: Number(invoice.total_tva),
    shipping: null,
    total: Number(invoice.total_ttc),
    settlement: { paid: Number(invoice.amount_paid), credited: Number(invoice.amount_credited), balanceDue: Number(invoice.balance_due) },
    // An invoice is paid by its due date (printed above), never « à la livraison » as a cart's order is.
    paymentTerms: invoicePaymentTerms,
    notFinal: false,
    certification: certificationOf(invoice),
  };
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** « AVOIR »: one line, the amount HT it credits on the invoice it names, and why; nothing to pay. */
export function documentOfCreditNote(note: IssuedCreditNote, logo?: Uint8Array): ProFormaData {
  const cancels = `Avoir sur la facture n° ${note.invoice.number} du ${dayFormat.format(new Date(note.invoice.issued_at))}`;
  return {
    title: 'AVOIR',
    closingSubject: 'le présent avoir',
    reference: `Avoir n° ${note.number}`,
    issuedOn: dayOf(note.issued_at),
    cancels,
    logo,
    ...sellerBlock(note.seller),
    customer: customerOf(note.invoice),
    lines: [{ description: cancels, quantity: 1, unitPrice: Number(note.total_ht), lineTotal: Number(note.total_ht) }],
    subtotal: Number(note.total_ht),
    taxRate: Number(note.tax_rate),
    tax: Number(note.total_tva),
    shipping: null,
    total: Number(note.total_ttc),
    remarks: [`Motif : ${note.reason}`],
    paymentTerms: null,
    notFinal: false,
    certification: certificationOf(note),
  };
}
