import { fr } from '../i18n/fr';
import { searchWords } from '../search/searchWords';

/**
 * What the cart says of delivery, from the address typed so far: free in Ouagadougou (the company's
 * terms, legal page); elsewhere (« Bobo-Dioulasso ») not promised free, but set with the customer
 * when the office calls to confirm the order. Before any address, the terms as they stand.
 */
export function shippingWording(deliveryAddress = ''): string {
  const words = searchWords(deliveryAddress);
  if (words.length === 0 || words.some((word) => word.startsWith('ouaga'))) return fr.cart.shippingFree;
  return fr.cart.shippingOutsideOuagadougou;
}
