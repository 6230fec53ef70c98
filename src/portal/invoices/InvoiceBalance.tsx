import { formatFcfa } from '../../shared/format/money';
import { fr } from '../i18n/fr';

const text = fr.invoices;

/**
 * The last line of an invoice's amounts: what is left to pay, or, once a credit note came after
 * the payment, what the company owes back (« Avoir à rembourser »); never a negative balance.
 */
export default function InvoiceBalance({ invoice }: { invoice: { balance_due: number; refund_due: number } }) {
  const owedBack = invoice.refund_due > 0;
  return (
    <>
      <dt className="order-totals__total">{owedBack ? text.refundDue : text.balanceDue}</dt>
      <dd className="order-totals__total">{formatFcfa(owedBack ? invoice.refund_due : invoice.balance_due)}</dd>
    </>
  );
}
