import type { DocumentLegal, DocumentPayment, ProFormaCompany, ProFormaCustomer, ProFormaData } from './proFormaData';
import { defaultPaymentTerms } from './proFormaData';
import { certificationOf, type CertificationColumns } from '../certification/documentCertification';

/**
 * The company as an issued document copied it (invoices.seller, credit_notes.seller: the settings
 * the day of issue, private.seller_details), so a reprint years later says what the original said.
 */
export interface SellerDetails {
  company_name: string;
  legal_name: string;
  ifu: string;
  rccm: string;
  tax_regime: string;
  tax_division: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  bank_name: string;
  bank_account: string;
  orange_money_number: string;
  moov_money_number: string;
  logo_path: string;
}

/** The invoice's customer, as copied at issue. */
interface InvoiceCustomer {
  customer_name: string;
  customer_company: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_address: string | null;
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
  lines: { description: string; quantity: number; unit_price: number; line_total: number }[];
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

const text = (value: string | null | undefined) => value ?? '';

function sellerParts(seller: SellerDetails): { company: ProFormaCompany; legal: DocumentLegal; payment: DocumentPayment } {
  return {
    company: {
      name: text(seller.company_name),
      address: text(seller.address),
      city: text(seller.city),
      country: text(seller.country),
      phone: text(seller.phone),
      email: text(seller.email),
    },
    legal: {
      legalName: text(seller.legal_name),
      ifu: text(seller.ifu),
      rccm: text(seller.rccm),
      taxRegime: text(seller.tax_regime),
      taxDivision: text(seller.tax_division),
    },
    payment: {
      bankName: text(seller.bank_name),
      bankAccount: text(seller.bank_account),
      orangeMoney: text(seller.orange_money_number),
      moovMoney: text(seller.moov_money_number),
    },
  };
}

function customerOf(invoice: InvoiceCustomer): ProFormaCustomer {
  return {
    name: invoice.customer_name,
    company: invoice.customer_company,
    email: invoice.customer_email,
    phone: invoice.customer_phone,
    address: invoice.customer_address,
  };
}

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
    ...sellerParts(invoice.seller),
    customer: customerOf(invoice),
    lines: invoice.lines.map((line) => ({
      description: line.description,
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
    paymentTerms: defaultPaymentTerms,
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
    ...sellerParts(note.seller),
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
