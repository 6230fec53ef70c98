import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { titled, type PageHandle } from '../../shared/seo/pageHead';
import { Alert } from '../../shared/ui/Alert';
import { orderViewText as text } from '../i18n/fr/orderView';
import { OrderViewDetails } from '../orders/OrderViewDetails';
import { lookUpOrder, type OrderView } from '../orders/orderViewQueries';

/** Not indexed (no canonical address): the address holds a personal link. */
export const handle: PageHandle = { head: () => ({ title: titled(text.title), description: text.intro }) };

type Lookup = { status: 'loading' } | { status: 'failed' } | { status: 'invalid' } | { status: 'found'; order: OrderView };

/**
 * /order/view/:token, from the « Voir ma commande » link of a guest's order e-mail. The order is
 * read in the browser, never by the server renderer: no HTML and no cache entry holds it.
 */
export default function OrderViewPage() {
  const token = useParams().token ?? '';
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    lookUpOrder(token).then(
      (result) => active && setLookup(result.kind === 'found' ? { status: 'found', order: result.order } : { status: 'invalid' }),
      () => active && setLookup({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const heading = lookup.status === 'invalid' ? text.invalidTitle : lookup.status === 'found' ? text.titleNumbered(lookup.order.number) : text.title;
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
              <OrderViewDetails order={lookup.order} />
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
                onClick={() => {
                  setLookup({ status: 'loading' });
                  setAttempt((count) => count + 1);
                }}
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
