import { useCallback } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { invoiceStatuses } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import StatusBadge from '../components/StatusBadge';
import { fetchOwnInvoice, fetchOwnInvoices } from '../data/invoiceRows';
import { useOwnData } from '../data/useOwnData';
import DocumentDownload from '../../shared/documents/DocumentDownload';
import { fr } from '../i18n/fr';
import InvoiceBalance from './InvoiceBalance';
import { invoicePdfData } from './invoiceDocuments';

const text = fr.invoices;

/** /dashboard/invoices: each invoice with its total TTC, its status and what is left to pay, and its PDF. */
export default function InvoicesPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(() => fetchOwnInvoices(userId), [userId]);
  const { state, reload } = useOwnData(load);

  async function pdfOf(number: string) {
    const invoice = await fetchOwnInvoice(userId, number);
    if (!invoice) throw new Error(text.notFound);
    return invoicePdfData(invoice);
  }

  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <p className="portal-back">
        <Link to={paths.dashboardStatement}>{fr.statement.open}</Link>
      </p>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && state.value.length === 0 ? <EmptyState message={text.empty} /> : null}
      {state.status === 'ready' && state.value.length > 0 ? (
        <ul className="portal-stack invoice-list" aria-label={text.listLabel}>
          {state.value.map((invoice) => (
            <li key={invoice.id} className="portal-card">
              <header className="portal-card__header">
                <div>
                  <h2 className="portal-card__title">
                    <Link to={paths.dashboardInvoice(invoice.number)} aria-label={text.open(invoice.number)}>
                      {invoice.number}
                    </Link>
                  </h2>
                  <p className="portal-card__meta">{text.issuedOn(formatShortDate(invoice.issued_at))}</p>
                </div>
                <StatusBadge options={invoiceStatuses} value={invoice.status} />
              </header>
              <dl className="order-totals">
                <dt>{text.totalTtc}</dt>
                <dd>{formatFcfa(invoice.total_ttc)}</dd>
                <InvoiceBalance invoice={invoice} />
              </dl>
              <DocumentDownload label={text.download} filename={`facture-${invoice.number}.pdf`} data={() => pdfOf(invoice.number)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
