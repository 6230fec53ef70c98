import type { AppointmentStatus, OrderStatus, QuoteStatus } from '../../shared/config/options';

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
}
