import { fetchDocumentLogo } from '../../shared/documents/fetchDocumentLogo';
import { documentOfCreditNote, documentOfInvoice } from '../../shared/proForma/invoiceDocument';
import type { ProFormaData } from '../../shared/proForma/proFormaData';
import type { InvoiceView } from './invoiceViewQueries';

/** The invoice's PDF as its mail attaches it, built from what the link answered. */
export async function invoicePdfData(invoice: InvoiceView): Promise<ProFormaData> {
  return documentOfInvoice(invoice, await fetchDocumentLogo(invoice.seller.logo_path));
}

/** A credit note's PDF, naming the invoice it cancels. */
export async function creditNotePdfData(note: InvoiceView['credit_notes'][number], invoice: InvoiceView): Promise<ProFormaData> {
  return documentOfCreditNote({ ...note, invoice }, await fetchDocumentLogo(note.seller.logo_path));
}
