import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { titled, type PageHandle } from '../../shared/seo/pageHead';
import { Alert } from '../../shared/ui/Alert';
import { useTokenLookup } from '../data/useTokenLookup';
import { orderViewText as text } from '../i18n/fr/orderView';
import { OrderViewDetails } from '../orders/OrderViewDetails';
import { lookUpOrder } from '../orders/orderViewQueries';

/** Not indexed (no canonical address): the address holds a personal link. */
export const handle: PageHandle = { head: () => ({ title: titled(text.title), description: text.intro }) };

/**
 * /order/view/:token, from the « Voir ma commande » link of a guest's order e-mail. The order is
 * read in the browser, never by the server renderer: no HTML and no cache entry holds it.
 */
export default function OrderViewPage() {
  const token = useParams().token ?? '';
  const { lookup, retry } = useTokenLookup(token, (asked) => lookUpOrder(asked).then((result) => (result.kind === 'found' ? result.order : null)));

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
              <OrderViewDetails order={lookup.record} />
              <p>{text.account}</p>
              <Link className="button button--outline" to={paths.register}>
                {text.register}
              </Link>
            </>
          ) : lookup.status === 'invalid' ? (
            <>
              <p>{text.invalidText}</p>
              <Link className="button button--primary" to={paths.contact}>
                {text.contact}
              </Link>
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
