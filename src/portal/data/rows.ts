import type { AppointmentStatus, InvoiceStatus, OfferStatus, OrderStatus, PaymentMethod, QuoteStatus } from '../../shared/config/options';
import type { IssuedCreditNote, IssuedInvoice } from '../../shared/proForma/invoiceDocument';
import type { QuoteViewLine } from '../../shared/quotes/quoteView';

/** The columns the portal reads (docs/data-model.md). */
export interface OrderItemRow {
  id: string;
  product_name: string;
  unit_price: number;
  quantity: number;
  line_total: number;
}

export interface OrderRow {
  id: string;
  number: number;
  status: OrderStatus;
  subtotal: number;
  tax_rate: number;
  tax: number;
  shipping: number;
  total: number;
  delivery_name: string | null;
  delivery_address: string | null;
  created_at: string;
  updated_at: string;
  order_items: OrderItemRow[];
}

/** An order as its own page shows it: the delivery details too. */
export interface OrderDetailRow extends OrderRow {
  delivery_phone: string;
  notes: string | null;
  /** on_delivery or mobile_money, chosen at checkout. */
  payment_method: string;
  cancelled_by_customer_at: string | null;
}

export interface AppointmentRow {
  id: string;
  service: string;
  date: string;
  time: string;
  notes: string | null;
  status: AppointmentStatus;
  /** Changes so far: the SEQUENCE of the calendar file. */
  sequence: number;
  updated_at: string;
}

export interface QuoteRow {
  id: string;
  /** Who asked, as typed in the request: the customer block of the pro forma. */
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  project_type: string;
  budget: string | null;
  timeline: string | null;
  services: string[];
  message: string | null;
  status: QuoteStatus;
  answer_amount: number | null;
  answer_message: string | null;
  answered_at: string | null;
  created_at: string;
  /** The offer built by staff (issue 30): null number while it is a draft. */
  offer_status: OfferStatus;
  number: string | null;
  sent_at: string | null;
  valid_until: string | null;
  notes: string | null;
  tax_rate: number;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  accepted_at: string | null;
  accepted_by_name: string | null;
  declined_at: string | null;
  /** Readable only once the quote is sent (RLS): empty for a draft. */
  quote_lines: QuoteLineRow[];
}

/** A line of a sent quote, as its document shows it, in its order. */
export interface QuoteLineRow extends QuoteViewLine {
  position: number;
}

/** An invoice in the customer's list. */
export interface InvoiceRow {
  id: string;
  number: string;
  issued_at: string;
  due_date: string;
  total_ttc: number;
  balance_due: number;
  status: InvoiceStatus;
}

export interface PaymentRow {
  id: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paid_on: string;
}

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
  credit_notes: CreditNoteRow[];
}
