import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { QuoteAnswer } from '../../shared/quotes/QuoteAnswer';
import { QuoteDocument } from '../../shared/quotes/QuoteDocument';
import { titled, type PageHandle } from '../../shared/seo/pageHead';
import { useTokenLookup } from '../data/useTokenLookup';
import { quoteViewText as text } from '../i18n/fr/quoteView';
import { LinkPageShell } from '../linkPages/LinkPageShell';
import { QuotePdfDownload } from '../quotes/QuotePdfDownload';
import { acceptQuote, declineQuote, lookUpQuote } from '../quotes/quoteViewQueries';

/** Not indexed (no canonical address): the address holds a personal link. */
export const handle: PageHandle = { head: () => ({ title: titled(text.title), description: text.intro }) };

/** /quote/view/:token, from the « Voir et accepter le devis » link of a quote e-mail. */
export default function QuoteViewPage() {
  const token = useParams().token ?? '';
  const { lookup, retry, setFound, setInvalid } = useTokenLookup(token, (asked) => lookUpQuote(asked).then((result) => (result.kind === 'found' ? result.quote : null)));

  const heading = lookup.status === 'invalid' ? text.invalidTitle : lookup.status === 'found' ? text.titleNumbered(lookup.record.number) : text.title;
  return (
    <LinkPageShell
      lookup={lookup}
      retry={retry}
      heading={heading}
      text={text}
      found={(quote) => (
        <>
          <QuoteDocument quote={quote} />
          <QuotePdfDownload token={token} number={quote.number} />
          <QuoteAnswer
            quote={quote}
            accept={(name) => acceptQuote(token, name)}
            decline={(reason) => declineQuote(token, reason)}
            onAnswered={setFound}
            onInvalid={setInvalid}
          />
        </>
      )}
      invalidActions={
        <div className="button-row">
          <Link className="button button--primary" to={paths.quote}>
            {text.newQuote}
          </Link>
          <Link className="button button--outline" to={paths.contact}>
            {text.contact}
          </Link>
        </div>
      }
    />
  );
}
