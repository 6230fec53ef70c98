import { mailTemplate } from './mailTemplate';
import { type QuoteDetails, quoteDetailLines } from './quoteParts';
import { backOfficeLine, lines } from './textParts';

/** A product of the request, named as the catalogue named it when the request arrived (null: an id it does not know). */
interface RequestedProduct {
  name: string | null;
  quantity: number;
}

type Data = QuoteDetails & { id?: string; products?: RequestedProduct[] };

/** « Produits demandés : » and one line per product with its quantity, or nothing for a request without products. */
function requestedProductLines(products: RequestedProduct[] | undefined) {
  if (!products?.length) return [];
  return ['Produits demandés :', ...products.map((product) => `- ${product.name ?? 'Produit inconnu du catalogue'} × ${product.quantity}`), ''];
}

/** To the company: a new quote request, with the products asked for and who buys. */
export default mailTemplate<Data>({
  heading: 'Nouvelle demande de devis',
  subject: (data) => `Nouvelle demande de devis : ${data.project} (${data.name})`,
  text: (data, _company, links) =>
    lines(
      'Une nouvelle demande de devis est arrivée sur le site.',
      '',
      requestedProductLines(data.products),
      quoteDetailLines(data),
      '',
      backOfficeLine(links, 'quotes', data.id),
    ),
});
