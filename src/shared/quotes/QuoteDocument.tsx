import { formatFcfa } from '../format/money';
import { formatShortDate } from '../format/dates';
import { quoteText as text } from './quoteText';
import type { QuoteView } from './quoteView';

const percent = (value: number) => String(Number(value)).replace('.', ',');

/** The quote as its PDF says it, laid out for a phone: one block per line, then HT, TVA, TTC. */
export function QuoteDocument({ quote, headingLevel = 2 }: { quote: QuoteView; headingLevel?: 2 | 3 }) {
  const seller = quote.seller;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="quote-document" aria-label={text.titleNumbered(quote.number)}>
      <dl className="summary">
        <dt>{text.customer}</dt>
        <dd>{[quote.customer_name, quote.customer_company].filter(Boolean).join(' — ')}</dd>
        <dt>{text.sentOn}</dt>
        <dd>{formatShortDate(quote.sent_at)}</dd>
        <dt>{text.validUntil}</dt>
        <dd>{formatShortDate(quote.valid_until)}</dd>
      </dl>
      <Heading>{text.lines}</Heading>
      <ul className="quote-lines">
        {quote.lines.map((line, index) => (
          <li key={index}>
            <span className="quote-lines__description">{line.description}</span>
            <span className="quote-lines__detail">
              {text.quantityTimesPrice(line.quantity, formatFcfa(line.unit_price))}
              {Number(line.discount_percent) > 0 ? ` · ${text.discount(percent(line.discount_percent))}` : ''}
            </span>
            <span className="quote-lines__total">{text.amountHt(formatFcfa(line.line_total))}</span>
          </li>
        ))}
      </ul>
      <dl className="quote-totals">
        <dt>{text.totalHt}</dt>
        <dd>{formatFcfa(quote.total_ht)}</dd>
        <dt>{text.tax(percent(quote.tax_rate))}</dt>
        <dd>{formatFcfa(quote.total_tva)}</dd>
        <dt>{text.totalTtc}</dt>
        <dd className="quote-totals__ttc">{formatFcfa(quote.total_ttc)}</dd>
      </dl>
      {quote.notes ? (
        <>
          <Heading>{text.notes}</Heading>
          <p className="quote-notes">{quote.notes}</p>
        </>
      ) : null}
      <p className="quote-seller">
        {text.seller} {seller.legal_name || seller.company_name}
        {seller.ifu ? ` · ${text.ifu} ${seller.ifu}` : ''}
        {seller.rccm ? ` · ${text.rccm} ${seller.rccm}` : ''}
      </p>
    </article>
  );
}
