import type { CartLine } from './cartLines';

/** A product as the database has it now, for the lines of a cart. */
export interface CurrentProduct {
  id: string;
  name: string;
  price: number;
  in_stock: boolean;
}

/** What changed since a line was added, for the visitor to read. */
export type CartChange =
  | { kind: 'price'; name: string; from: number; to: number }
  | { kind: 'unavailable'; id: string; name: string }
  | { kind: 'out-of-stock'; id: string; name: string };

/**
 * The device's lines checked against the database: prices and names as they are now (a
 * price kept on the device, or tampered with, never shows), and each line the company
 * no longer sells (unpublished, deleted) or has out of stock said, not silently dropped.
 */
export function checkCartLines(lines: readonly CartLine[], products: readonly CurrentProduct[]): { lines: CartLine[]; changes: CartChange[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const changes: CartChange[] = [];
  const checked = lines.map((line) => {
    const current = byId.get(line.id);
    if (!current) {
      changes.push({ kind: 'unavailable', id: line.id, name: line.name });
      return line;
    }
    if (!current.in_stock) changes.push({ kind: 'out-of-stock', id: line.id, name: current.name });
    if (current.price !== line.price) changes.push({ kind: 'price', name: current.name, from: line.price, to: current.price });
    return current.price === line.price && current.name === line.name ? line : { ...line, name: current.name, price: current.price };
  });
  return { lines: checked, changes };
}
