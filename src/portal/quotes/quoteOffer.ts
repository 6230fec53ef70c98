import type { SentQuote } from '../../shared/proForma/quoteDocument';
import type { DocumentSettings } from '../../shared/proForma/sellerBlock';
import type { QuoteView } from '../../shared/quotes/quoteView';
import type { QuoteRow } from '../data/rows';

/** The company's day (Africa/Ouagadougou is UTC all year), as the database compares validity. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The offer of a request as its document shows it (the shape quote_by_token returns), or null
 * while staff are still preparing it (no number yet).
 */
export function offerOf(quote: QuoteRow, settings: DocumentSettings): QuoteView | null {
  if (!quote.number || !quote.sent_at || !quote.valid_until || quote.offer_status === 'draft') return null;
  return {
    id: quote.id,
    number: quote.number,
    offer_status: quote.offer_status,
    customer_name: quote.name,
    customer_company: quote.company,
    sent_at: quote.sent_at,
    valid_until: quote.valid_until,
    notes: quote.notes,
    tax_rate: Number(quote.tax_rate),
    total_ht: Number(quote.total_ht),
    total_tva: Number(quote.total_tva),
    total_ttc: Number(quote.total_ttc),
    accepted_at: quote.accepted_at,
    accepted_by_name: quote.accepted_by_name,
    declined_at: quote.declined_at,
    can_answer: quote.offer_status === 'sent' && quote.valid_until.slice(0, 10) >= today(),
    lines: quote.quote_lines,
    seller: settings,
  };
}

/** The row in the shape the quote's PDF is built from (documentOfQuote), as the mail's attachment is. */
export function sentQuoteOf(quote: QuoteRow & { number: string; sent_at: string; valid_until: string }): SentQuote {
  // A sent quote has its rate (quotes_sent_has_validity); only a draft's is null.
  return { ...quote, tax_rate: Number(quote.tax_rate), lines: quote.quote_lines };
}
