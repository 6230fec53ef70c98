import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { titled, type PageHandle } from '../../shared/seo/pageHead';
import { useTokenLookup } from '../data/useTokenLookup';
import { orderViewText as text } from '../i18n/fr/orderView';
import { LinkPageShell } from '../linkPages/LinkPageShell';
import { OrderViewDetails } from '../orders/OrderViewDetails';
import { lookUpOrder } from '../orders/orderViewQueries';

/** Not indexed (no canonical address): the address holds a personal link. */
export const handle: PageHandle = { head: () => ({ title: titled(text.title), description: text.intro }) };

/** /order/view/:token, from the « Voir ma commande » link of a guest's order e-mail. */
export default function OrderViewPage() {
  const token = useParams().token ?? '';
  const { lookup, retry } = useTokenLookup(token, (asked) => lookUpOrder(asked).then((result) => (result.kind === 'found' ? result.order : null)));

  const heading = lookup.status === 'invalid' ? text.invalidTitle : lookup.status === 'found' ? text.titleNumbered(lookup.record.number) : text.title;
  return (
    <LinkPageShell
      lookup={lookup}
      retry={retry}
      heading={heading}
      text={text}
      found={(order) => (
        <>
          <OrderViewDetails order={order} token={token} />
          <p>{text.account}</p>
          <Link className="button button--outline" to={paths.register}>
            {text.register}
          </Link>
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
