import type { Tables } from '../../shared/supabase/database.types';

/**
 * An invoice row as the back-office reads it (docs/data-model.md, invoices). Until the SECeF certified it, an
 * invoice is not due and takes no payment (`certification_status`, decision 062).
 */
export type InvoiceRecord = Pick<
  Tables<'invoices'>,
  | 'id' | 'number' | 'order_id' | 'profile_id' | 'customer_name' | 'issued_at' | 'due_date' | 'tax_rate' | 'total_ht'
  | 'total_tva' | 'total_ttc' | 'amount_credited' | 'amount_paid' | 'amount_refunded' | 'status' | 'certification_status'
> & {
  /**
   * Generated, never null, although the catalog types a generated column nullable. Never negative: once a credit
   * note follows the payment, what is owed back is refund_due.
   */
  balance_due: number;
  refund_due: number;
};

/** Today in the company's time zone (Africa/Ouagadougou, UTC all year), as a date column holds it. */
export const companyToday = (now = new Date()) => now.toISOString().slice(0, 10);
