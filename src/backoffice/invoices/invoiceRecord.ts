/** An invoice row as the back-office reads it (docs/data-model.md, invoices). */
export interface InvoiceRecord {
  id: string;
  number: string;
  order_id: string;
  profile_id: string;
  customer_name: string;
  issued_at: string;
  due_date: string;
  tax_rate: number | string;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  amount_credited: number;
  amount_paid: number;
  /** Never negative: once a credit note follows the payment, what is owed back is refund_due. */
  balance_due: number;
  amount_refunded: number;
  refund_due: number;
  status: 'unpaid' | 'partially_paid' | 'paid' | 'cancelled';
  /** Until the SECeF certified it, an invoice is not due and takes no payment (decision 062). */
  certification_status?: 'pending' | 'certified' | 'refused';
}

/** Today in the company's time zone (Africa/Ouagadougou, UTC all year), as a date column holds it. */
export const companyToday = (now = new Date()) => now.toISOString().slice(0, 10);
