import { formatFcfa } from '../../shared/format/money';
import type { InvoiceDetailRow } from '../data/rows';
import { fr } from '../i18n/fr';

const text = fr.invoices;
const percent = (value: number) => String(Number(value)).replace('.', ',');

/** The invoice's frozen lines (HT), its totals, then what credit notes and payments took off: the balance due. */
export default function InvoiceLines({ invoice }: { invoice: InvoiceDetailRow }) {
  return (
    <>
      <div className="table-scroll">
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">{text.description}</th>
              <th scope="col">{text.quantity}</th>
              <th scope="col">{text.unitPrice}</th>
              <th scope="col">{text.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.invoice_lines.map((line) => (
              <tr key={line.position}>
                <td>{line.description}</td>
                <td>{line.quantity}</td>
                <td>{formatFcfa(line.unit_price)}</td>
                <td>{formatFcfa(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
        <dt className="order-totals__total">{text.balanceDue}</dt>
        <dd className="order-totals__total">{formatFcfa(invoice.balance_due)}</dd>
      </dl>
    </>
  );
}
