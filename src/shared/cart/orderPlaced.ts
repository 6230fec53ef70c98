/**
 * What the cart hands to the order page when it leads there after « Commander » (router state): the
 * page thanks the customer and focuses its heading. Kept in history, so a reload still thanks them.
 */
export const orderPlacedState = { placed: true } as const;

export function isOrderJustPlaced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { placed?: unknown }).placed === true;
}
