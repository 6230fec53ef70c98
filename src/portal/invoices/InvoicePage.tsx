import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { invoiceStatuses } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import StatusBadge from '../components/StatusBadge';
import { fetchOwnInvoice } from '../data/invoiceRows';
import { useOwnData } from '../data/useOwnData';
import DocumentDownload from '../../shared/documents/DocumentDownload';
import { fr } from '../i18n/fr';
import CertificationBlock from '../../shared/certification/CertificationBlock';
import InvoiceLines from './InvoiceLines';
import InvoicePayments from './InvoicePayments';
import { invoicePdfData } from './invoiceDocuments';
import PaymentDetails from './PaymentDetails';
import PayOnline from './PayOnline';

const text = fr.invoices;

/** /dashboard/invoices/:number (the link of the invoice e-mails): lines, totals, payments, balance, PDF. */
export default function InvoicePage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const number = useParams().number ?? '';
  const load = useCallback(() => fetchOwnInvoice(userId, number), [userId, number]);
  const { state, reload } = useOwnData(load);
  const invoice = state.status === 'ready' ? state.value : null;

  return (
    <>
      <p className="portal-back">
        <Link to={paths.dashboardInvoices}>← {text.back}</Link>
      </p>
      <PageTitle>{text.title1(number)}</PageTitle>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && !invoice ? <EmptyState message={text.notFound} actionLabel={text.back} actionTo={paths.dashboardInvoices} /> : null}
      {invoice ? (
        <div className="portal-stack">
          <section className="portal-card" aria-labelledby="invoice-status-title">
            <header className="portal-card__header">
              <div>
                <h2 id="invoice-status-title" className="portal-card__title">
                  {text.status}
                </h2>
                <p className="portal-card__meta">{text.issuedOn(formatShortDate(invoice.issued_at))}</p>
                <p className="portal-card__meta">{text.dueOn(formatShortDate(invoice.due_date))}</p>
              </div>
              <StatusBadge options={invoiceStatuses} value={invoice.status} />
            </header>
            <DocumentDownload label={text.download} filename={`facture-${invoice.number}.pdf`} data={() => invoicePdfData(invoice)} />
          </section>
          <section className="portal-card" aria-labelledby="invoice-lines-title">
            <h2 id="invoice-lines-title" className="portal-card__title">
              {text.lines}
            </h2>
            <InvoiceLines invoice={invoice} />
          </section>
          <CertificationBlock document={invoice} cardClassName="portal-card" titleClassName="portal-card__title" />
          <PayOnline invoice={invoice} />
          <InvoicePayments invoice={invoice} />
          {invoice.balance_due > 0 ? <PaymentDetails seller={invoice.seller} /> : null}
        </div>
      ) : null}
    </>
  );
}
