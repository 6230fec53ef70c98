import { labelOf, paymentMethods } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import type { InvoiceDetailRow } from '../data/rows';
import DocumentDownload from '../../shared/documents/DocumentDownload';
import { fr } from '../i18n/fr';
import { creditNotePdfData } from './invoiceDocuments';

const text = fr.invoices;

/** The payments received, the refunds paid back, and the credit notes (avoirs) that cancelled part or all of the invoice. */
export default function InvoicePayments({ invoice }: { invoice: InvoiceDetailRow }) {
  return (
    <>
      <section className="portal-card" aria-labelledby="invoice-payments-title">
        <h2 id="invoice-payments-title" className="portal-card__title">
          {text.payments}
        </h2>
        {invoice.payments.length === 0 ? (
          <p>{text.noPayments}</p>
        ) : (
          <ul className="invoice-entries">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                <span>
                  {text.payment(formatShortDate(payment.paid_on), labelOf(paymentMethods, payment.method))}
                  {payment.reference ? <span className="portal-card__meta"> · {text.reference(payment.reference)}</span> : null}
                </span>
                <strong>{formatFcfa(payment.amount)} TTC</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      {invoice.refunds.length > 0 ? (
        <section className="portal-card" aria-labelledby="invoice-refunds-title">
          <h2 id="invoice-refunds-title" className="portal-card__title">
            {text.refunds}
          </h2>
          <ul className="invoice-entries">
            {invoice.refunds.map((refund) => (
              <li key={refund.id}>
                <span>
                  {text.refund(formatShortDate(refund.refunded_on), labelOf(paymentMethods, refund.method))}
                  {refund.reference ? <span className="portal-card__meta"> · {text.reference(refund.reference)}</span> : null}
                </span>
                <strong>{formatFcfa(refund.amount)} TTC</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {invoice.credit_notes.length > 0 ? (
        <section className="portal-card" aria-labelledby="invoice-credit-notes-title">
          <h2 id="invoice-credit-notes-title" className="portal-card__title">
            {text.creditNotes}
          </h2>
          <ul className="invoice-entries">
            {invoice.credit_notes.map((note) => (
              <li key={note.id}>
                <span>
                  {text.creditNote(note.number, formatShortDate(note.issued_at))}
                  <span className="portal-card__meta"> · {note.reason}</span>
                </span>
                <strong>{formatFcfa(note.total_ttc)} TTC</strong>
                <DocumentDownload label={text.downloadCreditNote(note.number)} filename={`avoir-${note.number}.pdf`} data={() => creditNotePdfData(note, invoice)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
