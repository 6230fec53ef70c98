import type { IssuedCreditNote, IssuedInvoice } from '../../shared/proForma/invoiceDocument';
import type { QuoteViewLine } from '../../shared/quotes/quoteView';
import type { Tables } from '../../shared/supabase/database.types';

/**
 * The columns the portal reads, picked from the generated row types (decisions 051 and 077): a column renamed or
 * dropped by a migration fails to compile here, and a status is the union of the values its CHECK allows.
 */
type OrderItemRow = Pick<Tables<'order_items'>, 'id' | 'product_name' | 'unit_price' | 'quantity' | 'line_total'>;

export type OrderRow = Pick<
  Tables<'orders'>,
  'id' | 'number' | 'status' | 'subtotal' | 'tax_rate' | 'tax' | 'shipping' | 'total' | 'delivery_name' | 'delivery_address' | 'created_at' | 'updated_at'
> & { order_items: OrderItemRow[] };

/** An order as its own page shows it: the delivery details too, and the buyer's identity its pro forma prints (decision 060). */
export type OrderDetailRow = OrderRow &
  Pick<
    Tables<'orders'>,
    | 'delivery_phone'
    | 'notes'
    | 'payment_method'
    | 'cancelled_by_customer_at'
    | 'customer_company'
    | 'customer_ifu'
    | 'customer_rccm'
    | 'customer_department'
    | 'purchase_order_ref'
  >;

/** `sequence`: changes so far, the SEQUENCE of the calendar file. */
export type AppointmentRow = Pick<
  Tables<'appointments'>,
  'id' | 'service' | 'status' | 'date' | 'time' | 'notes' | 'sequence' | 'updated_at' | 'place' | 'place_address'
>;

/**
 * A request for a quote as its customer sent it (name … message: the customer block of the pro forma), with the
 * offer staff built from it (issue 30: `number` null while it is a draft). Its lines are readable only once the
 * quote is sent (RLS): empty for a draft.
 */
export type QuoteRow = Pick<
  Tables<'quotes'>,
  | 'id' | 'name' | 'email' | 'phone' | 'company' | 'project_type' | 'budget' | 'timeline' | 'services' | 'message'
  | 'answer_amount' | 'answer_message' | 'answered_at' | 'created_at' | 'number' | 'sent_at' | 'valid_until' | 'notes'
  | 'tax_rate' | 'total_ht' | 'total_tva' | 'total_ttc' | 'accepted_at' | 'accepted_by_name' | 'accepted_via' | 'declined_at' | 'started_by_office'
  | 'request_status' | 'offer_status'
> & {
  /** Generated from the request's and the offer's statuses: never null, although the catalog types it nullable. */
  stage: NonNullable<Tables<'quotes'>['stage']>;
  quote_lines: QuoteLineRow[];
};

/** A line of a sent quote, as its document shows it, in its order. */
type QuoteLineRow = QuoteViewLine & Pick<Tables<'quote_lines'>, 'position'>;

/** An invoice in the customer's list. */
export type InvoiceRow = Pick<Tables<'invoices'>, 'id' | 'number' | 'status' | 'issued_at' | 'due_date' | 'total_ttc'> & {
  /** Generated from columns that are never null, so never null, although the catalog types a generated column nullable. */
  balance_due: number;
  /** What the company owes back (a credit note after payment); generated, never null. */
  refund_due: number;
};

type PaymentRow = Pick<Tables<'payments'>, 'id' | 'amount' | 'method' | 'reference' | 'paid_on'>;

type RefundRow = Pick<Tables<'refunds'>, 'id' | 'amount' | 'method' | 'reference' | 'refunded_on'>;

/** A credit note of the customer's invoice (the invoice it cancels is the page's own). */
export type CreditNoteRow = Omit<IssuedCreditNote, 'invoice'> & Pick<Tables<'credit_notes'>, 'id'>;

/** One invoice with what its page and its PDF show: lines, payments, credit notes. */
export type InvoiceDetailRow = Omit<IssuedInvoice, 'lines'> &
  Pick<Tables<'invoices'>, 'id' | 'status' | 'amount_refunded'> & {
    invoice_lines: (IssuedInvoice['lines'][number] & Pick<Tables<'invoice_lines'>, 'position'>)[];
    payments: PaymentRow[];
    refunds: RefundRow[];
    /** Generated, never null (see InvoiceRow). */
    refund_due: number;
    credit_notes: CreditNoteRow[];
  };
