import type { ReactNode } from 'react';
import { Alert } from '../../shared/ui/Alert';
import type { TokenLookup } from '../data/useTokenLookup';

/** What a personal link's page says around its record (each page's own catalogue gives them). */
export interface LinkPageTexts {
  intro: string;
  loading: string;
  invalidText: string;
  loadFailed: string;
  retry: string;
}

interface LinkPageShellProps<Record> {
  lookup: TokenLookup<Record>;
  retry: () => void;
  heading: string;
  text: LinkPageTexts;
  /** The record as the link shows it. */
  found: (record: Record) => ReactNode;
  /** The way out of a link that opens nothing (contact, a new request). */
  invalidActions: ReactNode;
}

/**
 * The page of a personal link (a quote, a guest's order, an invoice): its heading, then the record, or
 * why the link opens nothing, or a failed load with « Réessayer », or the loading line. The record is
 * read in the browser (useTokenLookup), never by the server renderer: no HTML and no cache entry holds it.
 */
export function LinkPageShell<Record>({ lookup, retry, heading, text, found, invalidActions }: LinkPageShellProps<Record>) {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{heading}</h1>
          {lookup.status === 'invalid' ? null : <p>{text.intro}</p>}
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          {lookup.status === 'found' ? (
            found(lookup.record)
          ) : lookup.status === 'invalid' ? (
            <>
              <p>{text.invalidText}</p>
              {invalidActions}
            </>
          ) : lookup.status === 'failed' ? (
            <>
              <Alert>{text.loadFailed}</Alert>
              <button
                type="button"
                className="button button--outline"
                onClick={retry}
              >
                {text.retry}
              </button>
            </>
          ) : (
            <p role="status">{text.loading}</p>
          )}
        </div>
      </section>
    </>
  );
}
