/**
 * The cart's rules of SPEC.md §4 as pure functions: the provider stores their
 * results, the tests check them directly.
 */
import { taxOfTotal } from '../money/documentAmounts';

export interface CartLine {
  id: string;
  name: string;
  /** Unit price in FCFA as shown when added; the order takes the database's price. */
  price: number;
  quantity: number;
  image: string | null;
}

export type CartItem = Omit<CartLine, 'quantity'>;

/** Adding a present item raises its quantity by 1; a new one is appended with quantity 1. */
export function addLine(lines: readonly CartLine[], item: CartItem): CartLine[] {
  if (lines.some((line) => line.id === item.id)) {
    return lines.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [...lines, { ...item, quantity: 1 }];
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** A quantity of 0 or less removes the line; any other sets it. */
export function setLineQuantity(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLine(lines, id);
  return lines.map((line) => (line.id === id ? { ...line, quantity } : line));
}

export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function subtotalOf(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** TVA on the subtotal, rounded to the franc (FCFA has no decimals): the documents' one rule (decision 036). */
export function taxOf(subtotal: number, taxRatePercent: number): number {
  return taxOfTotal(subtotal, taxRatePercent);
}

/** Reads what was stored under `cart`, keeping only well-formed lines (the device's storage is not trusted). */
export function parseStoredCart(stored: string | null): CartLine[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isCartLine);
  } catch {
    return [];
  }
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  );
}
