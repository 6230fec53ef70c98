import type { Supabase } from '../../shared/supabase/client';
import type { FunctionArgs } from '../../shared/supabase/database.types';
import type { DataProvider } from 'react-admin';
import { toFrenchError } from './frenchErrors';
import type { QuoteAcceptanceMethods } from './quoteAcceptance';
import type { ReceivableMethods } from './receivablesRpcs';

/**
 * The document steps that write several rows at once, so are database functions rather than
 * table writes (decision 036): each returns the row it made. Reached through the data provider
 * (react-admin's custom methods), so components call `useDataProvider()` and tests stub them.
 */
/** What staff give to start a quote for a customer who sent no request (their details come from their profile). */
export interface QuoteStart {
  customer_id: string;
  project_type: string;
  services: string[];
  message?: string | null;
  /** Only when the customer's profile has no phone number. */
  phone?: string | null;
}

/** A line of a refused invoice as staff correct it (public.correct_refused_invoice); price HT after any discount. */
export interface CorrectedInvoiceLine {
  description: string;
  quantity: number;
  unit_price: number;
  product_id?: string | null;
  list_unit_price?: number | null;
  discount_percent?: number | null;
}

/** The correction of a refused invoice: its customer's identity and its whole list of lines. */
export interface InvoiceCorrection {
  customer_name: string;
  customer_company?: string | null;
  customer_ifu?: string | null;
  customer_address?: string | null;
  lines: CorrectedInvoiceLine[];
}

export interface DocumentMethods {
  startQuoteForCustomer: (start: QuoteStart) => Promise<{ id: string }>;
  convertQuoteToOrder: (quoteId: string, deliveryAddress?: string) => Promise<{ id: string; number: number }>;
  /** Adds a draft offer's lines from the products the request named; returns how many. */
  quoteLinesFromRequest: (quoteId: string) => Promise<number>;
  issueInvoice: (orderId: string) => Promise<{ id: string; number: string }>;
  issueCreditNote: (invoiceId: string, reason: string, amountHt?: number) => Promise<{ id: string; number: string }>;
  /** Cancels the order; a live invoice is cancelled in the same transaction by a credit note with that reason. */
  cancelOrderWithCreditNote: (orderId: string, reason?: string) => Promise<{ credit_note: { number: string } | null }>;
  /** The seller's legal details still empty, in French (« IFU », « RCCM »…): no quote or invoice leaves until none is (decision 060). */
  missingSellerDetails: () => Promise<string[]>;
  /** « Certifier à nouveau » (issue 47): a refused or long-pending document sent again, an invoice's customer IFU corrected. */
  certifyDocumentAgain: (document: 'invoice' | 'credit_note', documentId: string, customerIfu?: string) => Promise<{ id: string; number: string }>;
  /** « Corriger et certifier à nouveau » (decision 068): a refused invoice's lines and customer corrected, then sent again. */
  correctRefusedInvoice: (invoiceId: string, correction: InvoiceCorrection) => Promise<{ id: string; number: string }>;
}

export type DocumentDataProvider = DataProvider & DocumentMethods & QuoteAcceptanceMethods & ReceivableMethods;

export function documentMethods(client: Supabase): DocumentMethods {
  type DocumentFunction =
    | 'start_quote_for_customer'
    | 'convert_quote_to_order'
    | 'quote_lines_from_request'
    | 'issue_invoice'
    | 'issue_credit_note'
    | 'cancel_order_with_credit_note'
    | 'certify_document_again'
    | 'correct_refused_invoice';
  // An argument left out takes the function's default (null): supabase-js drops undefined ones from the body.
  const call = async <Row,>(name: DocumentFunction, args: FunctionArgs<DocumentFunction>): Promise<Row> => {
    const { data, error, status } = await client.rpc(name, args);
    if (error) throw toFrenchError({ status, body: error });
    return data as Row;
  };
  return {
    startQuoteForCustomer: (start) =>
      call('start_quote_for_customer', { ...start, message: start.message?.trim() || undefined, phone: start.phone?.trim() || undefined }),
    convertQuoteToOrder: (quoteId, deliveryAddress) =>
      call('convert_quote_to_order', { quote_id: quoteId, delivery_address: deliveryAddress?.trim() || undefined }),
    quoteLinesFromRequest: (quoteId) => call('quote_lines_from_request', { quote_id: quoteId }),
    issueInvoice: (orderId) => call('issue_invoice', { order_id: orderId }),
    issueCreditNote: (invoiceId, reason, amountHt) =>
      call('issue_credit_note', { invoice_id: invoiceId, reason: reason.trim(), amount_ht: amountHt }),
    cancelOrderWithCreditNote: (orderId, reason) =>
      call('cancel_order_with_credit_note', { order_id: orderId, reason: reason?.trim() || undefined }),
    missingSellerDetails: async () => {
      const { data, error, status } = await client.rpc('missing_seller_details');
      if (error) throw toFrenchError({ status, body: error });
      return data ?? [];
    },
    certifyDocumentAgain: (document, documentId, customerIfu) =>
      call('certify_document_again', { document, document_id: documentId, customer_ifu: customerIfu?.trim() || undefined }),
    correctRefusedInvoice: (invoiceId, { lines, ...customer }) =>
      call('correct_refused_invoice', {
        invoice_id: invoiceId,
        lines: lines.map((line) => ({ ...line, description: line.description.trim() })),
        // Blank optional fields clear them; the database trims and checks each.
        customer: Object.fromEntries(Object.entries(customer).map(([field, value]) => [field, value ?? ''])),
      }),
  };
}
