import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { formatShortDate, todayIso } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import { paths } from '../../shared/paths';
import { ageingRows } from '../../shared/statement/customerStatement';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import { fetchOwnStatement } from '../data/statementRows';
import { useOwnData } from '../data/useOwnData';
import { fr } from '../i18n/fr';
import StatementDownload from './StatementDownload';
import StatementLines from './StatementLines';
import StatementPeriodForm, { type StatementPeriod } from './StatementPeriodForm';

const text = fr.statement;

/** The current year up to today. */
function currentYear(): StatementPeriod {
  const today = todayIso();
  return { start: `${today.slice(0, 4)}-01-01`, end: today };
}

/** /dashboard/invoices/releve: « Relevé de compte » over a period, its balance and ageing, and its PDF. */
export default function StatementPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const [period, setPeriod] = useState(currentYear);
  const load = useCallback(() => fetchOwnStatement(userId, period.start, period.end), [userId, period]);
  const { state, reload } = useOwnData(load);
  // A new period shows « Chargement… » rather than the previous period's figures.
  const shown = state.status === 'ready' && state.value.period_start === period.start && state.value.period_end === period.end ? state.value : null;

  return (
    <>
      <p className="portal-back">
        <Link to={paths.dashboardInvoices}>← {fr.invoices.back}</Link>
      </p>
      <PageTitle>{text.title}</PageTitle>
      <p className="portal-card__meta">{text.intro}</p>
      <StatementPeriodForm period={period} onChange={setPeriod} />
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status !== 'failed' && !shown ? <Loading /> : null}
      {shown ? (
        <div className="portal-stack">
          <section className="portal-card" aria-labelledby="statement-balance-title">
            <h2 id="statement-balance-title" className="portal-card__title">
              {text.periodTitle(formatShortDate(shown.period_start), formatShortDate(shown.period_end))}
            </h2>
            <dl className="order-totals">
              <dt>{text.opening}</dt>
              <dd>{formatFcfa(shown.opening_balance)}</dd>
              <dt>{text.totalDebit}</dt>
              <dd>{formatFcfa(shown.total_debit)}</dd>
              <dt>{text.totalCredit}</dt>
              <dd>{formatFcfa(shown.total_credit)}</dd>
              <dt className="order-totals__total">{shown.closing_balance >= 0 ? text.closingDue : text.closingInCredit}</dt>
              <dd className="order-totals__total">{formatFcfa(Math.abs(shown.closing_balance))}</dd>
            </dl>
            <StatementDownload statement={shown} />
          </section>
          <section className="portal-card" aria-labelledby="statement-ageing-title">
            <h2 id="statement-ageing-title" className="portal-card__title">
              {text.ageingTitle(formatShortDate(shown.period_end))}
            </h2>
            <dl className="order-totals">
              {ageingRows(shown.ageing).map((row) => [
                <dt key={`${row.label}-label`}>{row.label}</dt>,
                <dd key={`${row.label}-amount`}>{formatFcfa(row.amount)}</dd>,
              ])}
            </dl>
          </section>
          <section className="portal-card" aria-labelledby="statement-lines-title">
            <h2 id="statement-lines-title" className="portal-card__title">
              {text.linesTitle}
            </h2>
            <StatementLines statement={shown} />
          </section>
        </div>
      ) : null}
    </>
  );
}
