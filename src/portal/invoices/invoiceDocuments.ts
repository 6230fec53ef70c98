import { documentOfCreditNote, documentOfInvoice } from '../../shared/proForma/invoiceDocument';
import type { ProFormaData } from '../../shared/proForma/proFormaData';
import type { CreditNoteRow, InvoiceDetailRow } from '../data/rows';
import { fetchDocumentLogo } from '../../shared/proForma/fetchDocumentLogo';

/** The invoice's PDF data as the mail's attachment has it, with its current payments and balance. */
export async function invoicePdfData(invoice: InvoiceDetailRow): Promise<ProFormaData> {
  return documentOfInvoice({ ...invoice, lines: invoice.invoice_lines }, await fetchDocumentLogo(invoice.seller.logo_path));
}

/** A credit note's PDF data, naming the invoice it cancels. */
export async function creditNotePdfData(note: CreditNoteRow, invoice: InvoiceDetailRow): Promise<ProFormaData> {
  return documentOfCreditNote({ ...note, invoice }, await fetchDocumentLogo(note.seller.logo_path));
}
