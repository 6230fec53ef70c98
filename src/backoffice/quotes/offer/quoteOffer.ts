import type { PricedLine } from '../../../shared/money/documentAmounts';
import type { Tables } from '../../../shared/supabase/database.types';

/** A quote row as the offer screens read it (docs/data-model.md, quotes). */
export type QuoteOffer = Pick<
  Tables<'quotes'>,
  | 'id' | 'name' | 'email' | 'number' | 'offer_status' | 'valid_until' | 'notes' | 'tax_rate' | 'total_ht' | 'total_tva'
  | 'total_ttc' | 'sent_at' | 'accepted_at' | 'accepted_by_name' | 'declined_at' | 'decline_reason' | 'order_id'
  | 'accepted_via' | 'acceptance_document'
>;

/**
 * A line of the offer. Its net price and total are generated, never null (the catalog types them nullable);
 * `discount_percent` is numeric(5,2), which may arrive as text ('12.50').
 */
export type QuoteLine = Pick<Tables<'quote_lines'>, 'id' | 'quote_id' | 'position' | 'product_id' | 'description' | 'quantity' | 'unit_price'> & {
  discount_percent: number | string;
  net_unit_price: number;
  line_total: number;
};

/** A stored line as the shared rounding rule takes it (numeric columns may arrive as strings). */
export const pricedLine = (line: Pick<QuoteLine, 'quantity' | 'unit_price' | 'discount_percent'>): PricedLine => ({
  quantity: Number(line.quantity),
  unitPrice: Number(line.unit_price),
  discountPercent: Number(line.discount_percent ?? 0),
});

/** « 12,5 % », as a French reader writes a rate. */
export const percent = (value: number | string) => `${String(Number(value)).replace('.', ',')} %`;

/** A date column (YYYY-MM-DD) or a timestamp as « 27/11/2026 ». */
export const frenchDate = (value: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: value.length === 10 ? 'UTC' : 'Africa/Ouagadougou' }).format(
    new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
  );
