import type { CertificationStatus } from '../../shared/certification/documentCertification';
import type { InvoiceStatus, OrderStatus } from '../../shared/config/options';
import type { PaymentMethod } from '../../shared/orders/paymentMethods';
import type { ProFormaOrder } from '../../shared/proForma/proFormaData';
import { getSupabase } from '../../shared/supabase/client';
import { jsonAnswer } from '../../shared/supabase/jsonAnswer';
import { sqlStates } from '../../shared/errors/sqlStates';

/** A guest's order as its link shows it (public.order_by_token): no name, phone or address. */
export interface OrderView {
  number: number;
  created_at: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  /** An order paid at checkout (decision 071): its invoice, whether it is certified yet, and what is left to pay. */
  online_payment: OnlinePayment | null;
  /** Placed without an account (the page then offers to create one); an account's order is also in the portal. */
  guest: boolean;
  subtotal: number;
  tax_rate: number;
  tax: number;
  shipping: number;
  total: number;
  items: { product_name: string; unit_price: number; quantity: number; line_total: number }[];
}

export interface OnlinePayment {
  invoice_number: string;
  certification_status: CertificationStatus;
  status: InvoiceStatus;
  total: number;
  balance_due: number;
}

export type OrderViewResult = { kind: 'found'; order: OrderView } | { kind: 'invalid' };

/** A refused link (SQLSTATE 28000) is an answer; anything else is thrown (the page offers to retry). */
export async function lookUpOrder(token: string): Promise<OrderViewResult> {
  const { data, error } = await (await getSupabase()).rpc('order_by_token', { token });
  if (error?.code === sqlStates.invalidAuthorizationSpecification) return { kind: 'invalid' };
  if (error) throw error;
  return { kind: 'found', order: jsonAnswer<OrderView>(data) };
}

/** The order as its pro forma prints it, for the link's holder (public.order_document_by_token); a refused link throws. */
export async function orderDocumentByToken(token: string): Promise<ProFormaOrder> {
  const { data, error } = await (await getSupabase()).rpc('order_document_by_token', { token });
  if (error) throw error;
  return jsonAnswer<ProFormaOrder>(data);
}
