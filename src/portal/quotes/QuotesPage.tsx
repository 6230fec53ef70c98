import { useCallback } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import { fetchOwnQuotes } from '../data/ownRows';
import { useOwnData } from '../data/useOwnData';
import { fr } from '../i18n/fr';
import QuoteCard from './QuoteCard';

/** /dashboard/quotes: each request, its status and the company's answer. */
export default function QuotesPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(() => fetchOwnQuotes(userId), [userId]);
  const { state, reload } = useOwnData(load);
  return (
    <>
      <PageTitle>{fr.quotes.title}</PageTitle>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && state.value.length === 0 ? <EmptyState message={fr.quotes.empty} actionLabel={fr.quotes.request} actionTo={paths.quote} /> : null}
      {state.status === 'ready' ? (
        <div className="portal-stack">
          {state.value.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} />
          ))}
        </div>
      ) : null}
    </>
  );
}
