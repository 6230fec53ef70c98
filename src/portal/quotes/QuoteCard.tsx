import { budgets, labelOf, projectTypes, quoteServices, quoteStages, timelines } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { formatFcfa } from '../../shared/format/money';
import { proFormaOfQuote, quoteReference } from '../../shared/proForma/proFormaData';
import type { DocumentSettings } from '../../shared/proForma/sellerBlock';
import StatusBadge from '../components/StatusBadge';
import type { QuoteRow } from '../data/rows';
import DocumentDownload from '../../shared/documents/DocumentDownload';
import { fr } from '../i18n/fr';
import QuoteOffer from './QuoteOffer';

const text = fr.quotes;

interface QuoteCardProps {
  quote: QuoteRow;
  documentSettings: DocumentSettings;
  onAnswered: () => void;
}

/**
 * One quote request: the offer staff sent for it (lines, totals, accept or decline), or the
 * company's earlier single-amount answer, or that it is being studied.
 */
export default function QuoteCard({ quote, documentSettings, onAnswered }: QuoteCardProps) {
  const titleId = `quote-${quote.id}`;
  const settings = useSiteSettings();
  const { answer_amount: amount, answered_at: answeredAt } = quote;
  const answered = quote.answered_at !== null || quote.answer_amount !== null || Boolean(quote.answer_message);
  const hasOffer = quote.number !== null && quote.offer_status !== 'draft';
  return (
    <article className="portal-card" aria-labelledby={titleId}>
      <header className="portal-card__header">
        <div>
          <h2 id={titleId} className="portal-card__title">
            {labelOf(projectTypes, quote.project_type)}
          </h2>
          <p className="portal-card__meta">{text.requestedOn(formatShortDate(quote.created_at))}</p>
        </div>
        <StatusBadge options={quoteStages} value={quote.stage} />
      </header>
      <dl className="portal-details">
        <dt>{text.services}</dt>
        <dd>{quote.services.map((service) => labelOf(quoteServices, service)).join(', ')}</dd>
        {quote.budget ? (
          <>
            <dt>{text.budget}</dt>
            <dd>{labelOf(budgets, quote.budget)}</dd>
          </>
        ) : null}
        {quote.timeline ? (
          <>
            <dt>{text.timeline}</dt>
            <dd>{labelOf(timelines, quote.timeline)}</dd>
          </>
        ) : null}
        {quote.message ? (
          <>
            <dt>{quote.started_by_office ? text.officeSubject : text.message}</dt>
            <dd className="portal-details__text">{quote.message}</dd>
          </>
        ) : null}
      </dl>
      {hasOffer ? <QuoteOffer quote={quote} settings={documentSettings} onAnswered={onAnswered} /> : null}
      {answered ? (
        <section className="quote-answer" aria-label={text.answer}>
          <h3>{text.answer}</h3>
          {quote.answer_amount !== null ? (
            <p>
              {text.answerAmount} : <strong>{formatFcfa(quote.answer_amount)} HT</strong>
            </p>
          ) : null}
          {quote.answer_message ? <p className="portal-details__text">{quote.answer_message}</p> : null}
          {quote.answered_at ? <p className="portal-card__meta">{text.answeredOn(formatShortDate(quote.answered_at))}</p> : null}
          {quote.request_status === 'accepted' && amount !== null && answeredAt !== null ? (
            <DocumentDownload
              filename={`facture-pro-forma-${quoteReference(quote.id)}.pdf`}
              data={() => proFormaOfQuote({ ...quote, answer_amount: amount, answered_at: answeredAt }, { ...documentSettings, tax_rate: settings.tax_rate })}
            />
          ) : null}
        </section>
      ) : hasOffer ? null : (
        <p className="portal-card__meta">{text.waiting}</p>
      )}
    </article>
  );
}
