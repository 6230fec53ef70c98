/**
 * The one rounding rule of FCFA amounts (decision 036), as the database applies it
 * (migration 20261129360200: quote_lines' generated columns and private.tax_of). The database
 * is the source of every stored amount; this mirror lets a form show a line or a total before it
 * is saved, to the franc. Integer arithmetic throughout: rates and discounts have at most two
 * decimals, so amount × hundredths stays an exact integer (below 2^53 for amounts up to 10^11).
 */

/** a / b rounded to the nearest integer, half away from zero (PostgreSQL's round(numeric)). */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.trunc(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  if (2 * Math.abs(remainder) >= denominator) return quotient + Math.sign(numerator);
  return quotient;
}

function hundredths(percent: number): number {
  return Math.round(percent * 100);
}

/** A unit price HT less its discount (percent, two decimals at most), rounded to the franc. */
export function netUnitPrice(unitPrice: number, discountPercent = 0): number {
  return divideRounded(unitPrice * (10_000 - hundredths(discountPercent)), 10_000);
}

/** A line's total HT: its net unit price times its quantity (no rounding past the unit). */
export function lineTotal(quantity: number, unitPrice: number, discountPercent = 0): number {
  return netUnitPrice(unitPrice, discountPercent) * quantity;
}

/** The TVA of a document: once on its total HT, rounded to the franc. */
export function taxOfTotal(totalHt: number, taxRatePercent: number): number {
  return divideRounded(totalHt * hundredths(taxRatePercent), 10_000);
}

export interface DocumentTotals {
  totalHt: number;
  totalTva: number;
  totalTtc: number;
}

export interface PricedLine {
  quantity: number;
  unitPrice: number;
  discountPercent?: number;
}

/** Totals HT, TVA and TTC of a document's lines at a rate. */
export function documentTotals(lines: readonly PricedLine[], taxRatePercent: number): DocumentTotals {
  const totalHt = lines.reduce((sum, line) => sum + lineTotal(line.quantity, line.unitPrice, line.discountPercent), 0);
  const totalTva = taxOfTotal(totalHt, taxRatePercent);
  return { totalHt, totalTva, totalTtc: totalHt + totalTva };
}

