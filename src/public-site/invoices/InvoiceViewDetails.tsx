import CertificationBlock from '../../shared/certification/CertificationBlock';
import { invoiceStatuses, labelOf } from '../../shared/config/options';
import DocumentDownload from '../../shared/documents/DocumentDownload';
import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import { invoiceViewText as text } from '../i18n/fr/invoiceView';
import { InvoicePayLink } from './InvoicePayLink';
import { InvoiceViewEntries } from './InvoiceViewEntries';
import { invoicePdfData } from './invoicePdfs';
import type { InvoiceView } from './invoiceViewQueries';

/** An invoice from its link: status and PDF, lines and totals, « Payer », certification, payments and credit notes. */
export function InvoiceViewDetails({ invoice, token }: { invoice: InvoiceView; token: string }) {
  const owedBack = invoice.refund_due > 0;
  return (
    <>
      <section className="card" aria-labelledby="invoice-view-status">
        <h2 id="invoice-view-status">{text.status}</h2>
        <p>
          <strong>{labelOf(invoiceStatuses, invoice.status)}</strong> — {text.issuedOn(formatShortDate(invoice.issued_at))}
        </p>
        {invoice.balance_due > 0 ? <p>{text.dueOn(formatShortDate(invoice.due_date))}</p> : null}
        <DocumentDownload label={text.download} filename={`facture-${invoice.number}.pdf`} data={() => invoicePdfData(invoice)} />
      </section>
      <section className="card" aria-labelledby="invoice-view-lines">
        <h2 id="invoice-view-lines">{text.lines}</h2>
        <ul className="order-view-lines">
          {invoice.lines.map((line, index) => (
            <li key={index}>
              <span>
                {line.description} × {line.quantity}
              </span>
              <span>{formatFcfa(line.line_total)}</span>
            </li>
          ))}
        </ul>
        <dl className="order-totals">
          <dt>{text.totalHt}</dt>
          <dd>{formatFcfa(invoice.total_ht)}</dd>
          <dt>{text.tax(invoice.tax_rate)}</dt>
          <dd>{formatFcfa(invoice.total_tva)}</dd>
          <dt>{text.totalTtc}</dt>
          <dd>{formatFcfa(invoice.total_ttc)}</dd>
          {invoice.amount_credited > 0 ? (
            <>
              <dt>{text.credited}</dt>
              <dd>− {formatFcfa(invoice.amount_credited)}</dd>
            </>
          ) : null}
          <dt>{text.paid}</dt>
          <dd>{formatFcfa(invoice.amount_paid)}</dd>
          <dt className="order-totals__total">{owedBack ? text.refundDue : text.balanceDue}</dt>
          <dd className="order-totals__total">{formatFcfa(owedBack ? invoice.refund_due : invoice.balance_due)}</dd>
        </dl>
      </section>
      <InvoicePayLink invoice={invoice} token={token} />
      <CertificationBlock document={invoice} cardClassName="card" />
      <InvoiceViewEntries invoice={invoice} />
    </>
  );
}
