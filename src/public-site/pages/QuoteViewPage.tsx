import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { QuoteAnswer } from '../../shared/quotes/QuoteAnswer';
import { QuoteDocument } from '../../shared/quotes/QuoteDocument';
import { titled, type PageHandle } from '../../shared/seo/pageHead';
import { Alert } from '../../shared/ui/Alert';
import { useTokenLookup } from '../data/useTokenLookup';
import { quoteViewText as text } from '../i18n/fr/quoteView';
import { QuotePdfDownload } from '../quotes/QuotePdfDownload';
import { acceptQuote, declineQuote, lookUpQuote } from '../quotes/quoteViewQueries';

/** Not indexed (no canonical address): the address holds a personal link. */
export const handle: PageHandle = { head: () => ({ title: titled(text.title), description: text.intro }) };

/**
 * /quote/view/:token, from the « Voir et accepter le devis » link of a quote e-mail. The quote is
 * read in the browser, never by the server renderer: no HTML and no cache entry holds it.
 */
export default function QuoteViewPage() {
  const token = useParams().token ?? '';
  const { lookup, retry, setFound, setInvalid } = useTokenLookup(token, (asked) => lookUpQuote(asked).then((result) => (result.kind === 'found' ? result.quote : null)));

  const heading = lookup.status === 'invalid' ? text.invalidTitle : lookup.status === 'found' ? text.titleNumbered(lookup.record.number) : text.title;
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
            <>
              <QuoteDocument quote={lookup.record} />
              <QuotePdfDownload token={token} number={lookup.record.number} />
              <QuoteAnswer
                quote={lookup.record}
                accept={(name) => acceptQuote(token, name)}
                decline={(reason) => declineQuote(token, reason)}
                onAnswered={setFound}
                onInvalid={setInvalid}
              />
            </>
          ) : lookup.status === 'invalid' ? (
            <>
              <p>{text.invalidText}</p>
              <div className="button-row">
                <Link className="button button--primary" to={paths.quote}>
                  {text.newQuote}
                </Link>
                <Link className="button button--outline" to={paths.contact}>
                  {text.contact}
                </Link>
              </div>
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
