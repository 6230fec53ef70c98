import { taxOfTotal } from './documentAmounts';

export type PriceBasis = 'HT' | 'TTC';

/**
 * A product's price HT (products.price, the single source) as the public site shows it: TTC by default,
 * the unit price plus the TVA of that one unit, or HT when the settings say so (decision 036). The cart's
 * total TTC is then what the product page led the visitor to expect.
 */
export function shownPrice(priceHt: number, settings: { tax_rate: number; prices_include_tax: boolean }): { amount: number; basis: PriceBasis } {
  if (!settings.prices_include_tax) return { amount: priceHt, basis: 'HT' };
  return { amount: priceHt + taxOfTotal(priceHt, settings.tax_rate), basis: 'TTC' };
}
