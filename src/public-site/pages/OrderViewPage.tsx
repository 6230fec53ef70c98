import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { titled, type PageHandle } from '../../shared/seo/pageHead';
import { useTokenLookup } from '../data/useTokenLookup';
import { orderViewText as text } from '../i18n/fr/orderView';
import { LinkPageShell } from '../linkPages/LinkPageShell';
import { OrderPayNow } from '../orders/OrderPayNow';
import { OrderViewDetails } from '../orders/OrderViewDetails';
import { lookUpOrder } from '../orders/orderViewQueries';

/** Not indexed (no canonical address): the address holds a personal link. */
export const handle: PageHandle = { head: () => ({ title: titled(text.title), description: text.intro }) };

/** /order/view/:token, from the « Voir ma commande » link of a guest's order e-mail, or right after an order paid now. */
export default function OrderViewPage() {
  const token = useParams().token ?? '';
  const { lookup, retry, setFound } = useTokenLookup(token, (asked) => lookUpOrder(asked).then((result) => (result.kind === 'found' ? result.order : null)));
  // Read again in place (an order paid now, while its invoice is certified): a failed read keeps what is shown.
  const refresh = useCallback(async () => {
    const result = await lookUpOrder(token).catch(() => null);
    if (result?.kind === 'found') setFound(result.order);
    // setFound is a new function each render; the token is what the reading depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const heading = lookup.status === 'invalid' ? text.invalidTitle : lookup.status === 'found' ? text.titleNumbered(lookup.record.number) : text.title;
  return (
    <LinkPageShell
      lookup={lookup}
      retry={retry}
      heading={heading}
      text={text}
      found={(order) => (
        <>
          <OrderViewDetails order={order} token={token} payNow={order.online_payment ? <OrderPayNow payment={order.online_payment} token={token} refresh={refresh} /> : null} />
          {order.guest ? (
            <>
              <p>{text.account}</p>
              <Link className="button button--outline" to={paths.register}>
                {text.register}
              </Link>
            </>
          ) : (
            <Link className="button button--outline" to={paths.dashboardOrder(order.number)}>
              {text.inPortal}
            </Link>
          )}
        </>
      )}
      invalidActions={
        <Link className="button button--primary" to={paths.contact}>
          {text.contact}
        </Link>
      }
    />
  );
}
