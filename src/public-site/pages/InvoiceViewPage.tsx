import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { titled, type PageHandle } from '../../shared/seo/pageHead';
import { useTokenLookup } from '../data/useTokenLookup';
import { invoiceViewText as text } from '../i18n/fr/invoiceView';
import { InvoiceViewDetails } from '../invoices/InvoiceViewDetails';
import { lookUpInvoice } from '../invoices/invoiceViewQueries';
import { LinkPageShell } from '../linkPages/LinkPageShell';

/** Not indexed (no canonical address): the address holds a personal link. */
export const handle: PageHandle = { head: () => ({ title: titled(text.title), description: text.intro }) };

/** /invoice/view/:token, from the « Voir ma facture » link of the invoice, credit note and receipt e-mails (decision 066). */
export default function InvoiceViewPage() {
  const token = useParams().token ?? '';
  const { lookup, retry } = useTokenLookup(token, (asked) => lookUpInvoice(asked).then((result) => (result.kind === 'found' ? result.invoice : null)));

  const heading = lookup.status === 'invalid' ? text.invalidTitle : lookup.status === 'found' ? text.titleNumbered(lookup.record.number) : text.title;
  return (
    <LinkPageShell
      lookup={lookup}
      retry={retry}
      heading={heading}
      text={text}
      found={(invoice) => <InvoiceViewDetails invoice={invoice} token={token} />}
      invalidActions={
        <Link className="button button--primary" to={paths.contact}>
          {text.contact}
        </Link>
      }
    />
  );
}
