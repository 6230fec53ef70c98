import { labelOf, paymentMethods } from '../../shared/config/options';
import DocumentDownload from '../../shared/documents/DocumentDownload';
import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import { invoiceViewText as text } from '../i18n/fr/invoiceView';
import { creditNotePdfData } from './invoicePdfs';
import type { InvoiceView } from './invoiceViewQueries';

/** The payments received, the refunds paid back and the credit notes (each with its PDF) of an invoice from its link. */
export function InvoiceViewEntries({ invoice }: { invoice: InvoiceView }) {
  return (
    <>
      <section className="card" aria-labelledby="invoice-view-payments">
        <h2 id="invoice-view-payments">{text.payments}</h2>
        {invoice.payments.length === 0 ? (
          <p>{text.noPayments}</p>
        ) : (
          <ul className="order-view-lines">
            {invoice.payments.map((payment, index) => (
              <li key={index}>
                <span>{text.payment(formatShortDate(payment.paid_on), labelOf(paymentMethods, payment.method))}</span>
                <span>{formatFcfa(payment.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {invoice.refunds.length > 0 ? (
        <section className="card" aria-labelledby="invoice-view-refunds">
          <h2 id="invoice-view-refunds">{text.refunds}</h2>
          <ul className="order-view-lines">
            {invoice.refunds.map((refund, index) => (
              <li key={index}>
                <span>{text.payment(formatShortDate(refund.refunded_on), labelOf(paymentMethods, refund.method))}</span>
                <span>{formatFcfa(refund.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {invoice.credit_notes.length > 0 ? (
        <section className="card" aria-labelledby="invoice-view-credit-notes">
          <h2 id="invoice-view-credit-notes">{text.creditNotes}</h2>
          <ul className="order-view-lines">
            {invoice.credit_notes.map((note) => (
              <li key={note.number}>
                <span>
                  {text.creditNote(note.number, formatShortDate(note.issued_at))} · {note.reason}
                </span>
                <span>{formatFcfa(note.total_ttc)}</span>
              </li>
            ))}
          </ul>
          {invoice.credit_notes.map((note) => (
            <DocumentDownload key={note.number} label={text.downloadCreditNote(note.number)} filename={`avoir-${note.number}.pdf`} data={() => creditNotePdfData(note, invoice)} />
          ))}
        </section>
      ) : null}
    </>
  );
}
