import type { OfferStatus } from '../config/options';

/** A sent quote as its document shows it: what private.quote_summary returns (quote_by_token, accept_my_quote…). */
export interface QuoteViewLine {
  description: string;
  quantity: number;
  unit_price: number;
  discount_percent: number;
  net_unit_price: number;
  line_total: number;
}

/** What quote_by_token and the answers return (private.quote_summary). */
export interface QuoteView {
  id: string;
  number: string;
  offer_status: Exclude<OfferStatus, 'draft'>;
  customer_name: string;
  customer_company: string | null;
  sent_at: string;
  valid_until: string;
  notes: string | null;
  tax_rate: number;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  accepted_at: string | null;
  accepted_by_name: string | null;
  declined_at: string | null;
  can_answer: boolean;
  lines: QuoteViewLine[];
  seller: { company_name: string; legal_name: string; ifu: string; rccm: string; address: string; city: string };
}

/** found, or a link the database refused (28000: unknown or expired, never said which). */
export type QuoteViewResult = { kind: 'found'; quote: QuoteView } | { kind: 'invalid' };
