import { paths } from '../../../src/shared/paths';
import type { MailLinks } from './mailTemplate';

/** What the invoice mails' data holds: French amounts and dates written by the database. */
export interface InvoiceMailData {
  name: string;
  number: string;
  /** « 27/11/2026 ». */
  issued_on: string;
  due_date: string;
  total_ht: string;
  total_tva: string;
  total_ttc: string;
  /** « 18 » */
  tax_rate: string;
}

/** A credit note's mail: refund_due (« 354 000 FCFA ») when the invoice was already paid beyond what is left to pay. */
export interface CreditNoteMailData extends Omit<InvoiceMailData, 'due_date'> {
  invoice_number: string;
  reason: string;
  refund_due?: string | null;
}

/** A payment's receipt: its amount, method (a payments.method value), date, reference, and the balance it leaves. */
export interface PaymentReceiptMailData {
  name: string;
  invoice_number: string;
  amount: string;
  method: string;
  reference: string | null;
  paid_on: string;
  balance_due: string;
}

export const viewInvoiceButton = 'Voir ma facture';

/**
 * The portal page of the invoice (the customer signs in to see it, its payments and its balance), under a label
 * (« Voir ma facture », or « Payer » in a payment reminder: the page has the « Payer » button).
 */
export const invoiceLinkLine = (links: MailLinks, invoiceNumber: string, label = viewInvoiceButton) =>
  `${label} : ${links.siteUrl}${paths.dashboardInvoice(invoiceNumber)}`;

/** The three amounts, each saying whether it is HT or TTC. */
export const amountLines = (data: Pick<InvoiceMailData, 'total_ht' | 'total_tva' | 'tax_rate' | 'total_ttc'>) => [
  `Total HT : ${data.total_ht}`,
  `TVA (${data.tax_rate.replace('.', ',')} %) : ${data.total_tva}`,
  `Total TTC : ${data.total_ttc}`,
];
