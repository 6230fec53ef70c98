import type { PricedLine } from '../../../shared/money/documentAmounts';

/** A quote row as the offer screens read it (docs/data-model.md, quotes). */
export interface QuoteOffer {
  id: string;
  name: string;
  email: string;
  number: string | null;
  offer_status: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';
  valid_until: string | null;
  notes: string | null;
  tax_rate: number | null;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  sent_at: string | null;
  accepted_at: string | null;
  accepted_by_name: string | null;
  declined_at: string | null;
  decline_reason: string | null;
  order_id: string | null;
  accepted_via: 'online' | 'paper' | 'email' | 'phone' | null;
  acceptance_document: string | null;
}

export interface QuoteLine {
  id: string;
  quote_id: string;
  position: number;
  product_id: string | null;
  description: string;
  quantity: number;
  unit_price: number;
  discount_percent: number | string;
  net_unit_price: number;
  line_total: number;
}

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
