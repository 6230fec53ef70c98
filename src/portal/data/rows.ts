import type { AppointmentStatus, InvoiceStatus, OfferStatus, OrderStatus, PaymentMethod, QuoteStage, QuoteStatus } from '../../shared/config/options';
import type { IssuedCreditNote, IssuedInvoice } from '../../shared/proForma/invoiceDocument';
import type { QuoteViewLine } from '../../shared/quotes/quoteView';
import type { Tables } from '../../shared/supabase/database.types';

/**
 * The columns the portal reads, picked from the generated row types (decision 051): a column renamed or
 * dropped by a migration fails to compile here. Status columns are narrowed to the values options.ts labels.
 */
type OrderItemRow = Pick<Tables<'order_items'>, 'id' | 'product_name' | 'unit_price' | 'quantity' | 'line_total'>;

export type OrderRow = Pick<
  Tables<'orders'>,
  'id' | 'number' | 'subtotal' | 'tax_rate' | 'tax' | 'shipping' | 'total' | 'delivery_name' | 'delivery_address' | 'created_at' | 'updated_at'
> & { status: OrderStatus; order_items: OrderItemRow[] };

/**
 * An order as its own page shows it: the delivery details too, and the buyer's identity its pro forma prints (decision 060);
 * `payment_method` is on_delivery or mobile_money.
 */
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
export type AppointmentRow = Pick<Tables<'appointments'>, 'id' | 'service' | 'date' | 'time' | 'notes' | 'sequence' | 'updated_at' | 'place' | 'place_address'> & {
  status: AppointmentStatus;
};

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
> & { status: QuoteStatus; stage: QuoteStage; offer_status: OfferStatus; quote_lines: QuoteLineRow[] };

/** A line of a sent quote, as its document shows it, in its order. */
interface QuoteLineRow extends QuoteViewLine {
  position: number;
}

/** An invoice in the customer's list. */
export type InvoiceRow = Pick<Tables<'invoices'>, 'id' | 'number' | 'issued_at' | 'due_date' | 'total_ttc'> & {
  status: InvoiceStatus;
  /** Generated from columns that are never null, so never null, although the catalog types a generated column nullable. */
  balance_due: number;
  /** What the company owes back (a credit note after payment); generated, never null. */
  refund_due: number;
};

type PaymentRow = Pick<Tables<'payments'>, 'id' | 'amount' | 'reference' | 'paid_on'> & { method: PaymentMethod };

type RefundRow = Pick<Tables<'refunds'>, 'id' | 'amount' | 'reference' | 'refunded_on'> & { method: PaymentMethod };

/** A credit note of the customer's invoice (the invoice it cancels is the page's own). */
export interface CreditNoteRow extends Omit<IssuedCreditNote, 'invoice'> {
  id: string;
}

/** One invoice with what its page and its PDF show: lines, payments, credit notes. */
export interface InvoiceDetailRow extends Omit<IssuedInvoice, 'lines'> {
  id: string;
  status: InvoiceStatus;
  invoice_lines: (IssuedInvoice['lines'][number] & { position: number })[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  /** Generated, never null (see InvoiceRow). */
  refund_due: number;
  amount_refunded: number;
  credit_notes: CreditNoteRow[];
}
