import { getSupabase } from '../../shared/supabase/client';
import type { InvoiceDetailRow, InvoiceRow } from './rows';

/** What the certification block and the PDF print (src/shared/certification). */
const certificationColumns = 'certification_status, secef_code, secef_nim, secef_counters, secef_qr, secef_taxes, certified_at';

/*
 * The customer's invoices (RLS: their own only; the profile_id filter keeps an administrator's
 * portal to their own too). Amounts, balance and status come from the database.
 */

export async function fetchOwnInvoices(profileId: string): Promise<InvoiceRow[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('invoices')
    .select('id, number, issued_at, due_date, total_ttc, balance_due, refund_due, status')
    .eq('profile_id', profileId)
    .order('issued_at', { ascending: false })
    .returns<InvoiceRow[]>();
  if (error) throw error;
  return data;
}

/** What the customer paid on each of their invoices (the database sums the payments into amount_paid). */
export async function fetchOwnPaidAmounts(profileId: string): Promise<{ amount_paid: number }[]> {
  const client = await getSupabase();
  const { data, error } = await client.from('invoices').select('amount_paid').eq('profile_id', profileId);
  if (error) throw error;
  return data;
}

/** One of the customer's invoices by its number, with its lines, payments and credit notes; null when none. */
export async function fetchOwnInvoice(profileId: string, number: string): Promise<InvoiceDetailRow | null> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('invoices')
    .select(
      'id, number, issued_at, due_date, status, customer_name, customer_company, customer_email, customer_phone, customer_address, seller, ' +
        'customer_ifu, customer_rccm, customer_department, purchase_order_ref, ' +
        'tax_rate, total_ht, total_tva, total_ttc, amount_paid, amount_credited, balance_due, amount_refunded, refund_due, ' +
        `${certificationColumns}, ` +
        'invoice_lines(position, description, quantity, unit_price, line_total, list_unit_price, discount_percent), ' +
        'payments(id, amount, method, reference, paid_on), refunds(id, amount, method, reference, refunded_on), ' +
        `credit_notes(id, number, issued_at, reason, seller, tax_rate, total_ht, total_tva, total_ttc, ${certificationColumns})`,
    )
    .eq('profile_id', profileId)
    .eq('number', number)
    .returns<InvoiceDetailRow[]>();
  if (error) throw error;
  const invoice = data[0];
  if (!invoice) return null;
  return {
    ...invoice,
    invoice_lines: [...invoice.invoice_lines].sort((a, b) => a.position - b.position),
    payments: [...invoice.payments].sort((a, b) => a.paid_on.localeCompare(b.paid_on)),
    refunds: [...invoice.refunds].sort((a, b) => a.refunded_on.localeCompare(b.refunded_on)),
    credit_notes: [...invoice.credit_notes].sort((a, b) => a.issued_at.localeCompare(b.issued_at)),
  };
}
