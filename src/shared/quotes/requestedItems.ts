/**
 * The products a quote request names (issue 46 point 9): carried in the /quote link from a product page or
 * the cart (`?article=<id>:<quantity>:<name>`, one per product, the name only to show it on the form), and
 * stored as `quotes.requested_items` ({ product_id, quantity }, checked by the database).
 */
export interface RequestedItem {
  productId: string;
  name: string;
  quantity: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The database's limits (private.valid_requested_items). */
export const maxRequestedItems = 50;
export const maxRequestedQuantity = 1000;

export const clampQuantity = (quantity: number) => Math.min(maxRequestedQuantity, Math.max(1, Math.trunc(quantity) || 1));

/** `/quote?article=…&article=…` for these products. */
export function quoteLinkFor(items: readonly RequestedItem[]): string {
  const query = new URLSearchParams();
  for (const item of items.slice(0, maxRequestedItems)) query.append('article', `${item.productId}:${clampQuantity(item.quantity)}:${item.name}`);
  return `/quote?${query.toString()}`;
}

/** The products a /quote link carries; anything malformed is left out (a link can be typed by hand). */
export function requestedItemsOf(search: URLSearchParams): RequestedItem[] {
  const items: RequestedItem[] = [];
  for (const value of search.getAll('article')) {
    const [productId, quantity, ...name] = value.split(':');
    if (!uuidPattern.test(productId) || items.some((item) => item.productId === productId)) continue;
    items.push({ productId, quantity: clampQuantity(Number(quantity)), name: name.join(':').trim().slice(0, 200) || productId });
  }
  return items.slice(0, maxRequestedItems);
}

/** One element of the jsonb column `quotes.requested_items`, as private.valid_requested_items admits it (a type, so it is Json). */
export type StoredRequestedItem = { product_id: string; quantity: number };

/** The column the request stores. */
export const storedRequestedItems = (items: readonly RequestedItem[]): StoredRequestedItem[] =>
  items.map((item) => ({ product_id: item.productId, quantity: clampQuantity(item.quantity) }));
