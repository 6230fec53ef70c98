import { useCallback } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { paths } from '../../shared/paths';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import { fetchDocumentSettings } from '../../shared/proForma/fetchDocumentSettings';
import { fetchOwnQuotes } from '../data/ownRows';
import { useOwnData } from '../data/useOwnData';
import { fr } from '../i18n/fr';
import QuoteCard from './QuoteCard';

/** /dashboard/quotes: each request, its status and the company's offer, to accept or decline. */
export default function QuotesPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const load = useCallback(async () => {
    const [quotes, documentSettings] = await Promise.all([fetchOwnQuotes(userId), fetchDocumentSettings()]);
    return { quotes, documentSettings };
  }, [userId]);
  const { state, reload } = useOwnData(load);
  return (
    <>
      <PageTitle>{fr.quotes.title}</PageTitle>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadFailure onRetry={reload} /> : null}
      {state.status === 'ready' && state.value.quotes.length === 0 ? <EmptyState message={fr.quotes.empty} actionLabel={fr.quotes.request} actionTo={paths.quote} /> : null}
      {state.status === 'ready' ? (
        <div className="portal-stack">
          {state.value.quotes.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} documentSettings={state.value.documentSettings} onAnswered={reload} />
          ))}
        </div>
      ) : null}
    </>
  );
}
