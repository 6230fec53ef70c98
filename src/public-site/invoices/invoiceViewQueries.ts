import type { InvoiceStatus, PaymentMethod } from '../../shared/config/options';
import type { IssuedCreditNote, IssuedInvoice } from '../../shared/proForma/invoiceDocument';
import { sqlStates } from '../../shared/errors/sqlStates';
import { getSupabase } from '../../shared/supabase/client';
import { jsonAnswer } from '../../shared/supabase/jsonAnswer';

/** An invoice as its link shows it (public.invoice_by_token): certified, with what its PDF prints. */
export interface InvoiceView extends IssuedInvoice {
  status: InvoiceStatus;
  amount_refunded: number;
  refund_due: number;
  payments: { amount: number; method: PaymentMethod; reference: string | null; paid_on: string }[];
  refunds: { amount: number; method: PaymentMethod; reference: string | null; refunded_on: string }[];
  credit_notes: Omit<IssuedCreditNote, 'invoice'>[];
}

export type InvoiceViewResult = { kind: 'found'; invoice: InvoiceView } | { kind: 'invalid' };

/** A refused link (SQLSTATE 28000: unknown, or the invoice not certified) is an answer; anything else is thrown. */
export async function lookUpInvoice(token: string): Promise<InvoiceViewResult> {
  const { data, error } = await (await getSupabase()).rpc('invoice_by_token', { token });
  if (error?.code === sqlStates.invalidAuthorizationSpecification) return { kind: 'invalid' };
  if (error) throw error;
  return { kind: 'found', invoice: jsonAnswer<InvoiceView>(data) };
}

