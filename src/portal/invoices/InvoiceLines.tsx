import { formatFcfa } from '../../shared/format/money';
import type { InvoiceDetailRow } from '../data/rows';
import { fr } from '../i18n/fr';
import InvoiceBalance from './InvoiceBalance';

const text = fr.invoices;
const percent = (value: number) => String(Number(value)).replace('.', ',');

/** The invoice's frozen lines (HT), one block each as on the quote (readable on a phone), its totals, then what credit notes and payments took off: the balance due. */
export default function InvoiceLines({ invoice }: { invoice: InvoiceDetailRow }) {
  return (
    <>
      <ul className="quote-lines" aria-label={text.lines}>
        {invoice.invoice_lines.map((line) => (
          <li key={line.position}>
            <span className="quote-lines__description">{line.description}</span>
            <span className="quote-lines__detail">{text.quantityTimesPrice(line.quantity, formatFcfa(line.unit_price))}</span>
            <span className="quote-lines__total">{text.amountHt(formatFcfa(line.line_total))}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals" aria-label={text.summary}>
        <dt>{text.totalHt}</dt>
        <dd>{formatFcfa(invoice.total_ht)}</dd>
        <dt>{text.tax(percent(invoice.tax_rate))}</dt>
        <dd>{formatFcfa(invoice.total_tva)}</dd>
        <dt>{text.totalTtc}</dt>
        <dd>{formatFcfa(invoice.total_ttc)}</dd>
        {invoice.amount_credited > 0 ? (
          <>
            <dt>{text.credited}</dt>
            <dd>{formatFcfa(invoice.amount_credited)}</dd>
          </>
        ) : null}
        <dt>{text.paid}</dt>
        <dd>{formatFcfa(invoice.amount_paid)}</dd>
        {invoice.amount_refunded > 0 ? (
          <>
            <dt>{text.refunded}</dt>
            <dd>{formatFcfa(invoice.amount_refunded)}</dd>
          </>
        ) : null}
        <InvoiceBalance invoice={invoice} />
      </dl>
    </>
  );
}
