import { formatShortDate } from '../../shared/format/dates';
import { documentOfQuote } from '../../shared/proForma/quoteDocument';
import type { DocumentSettings } from '../../shared/proForma/sellerBlock';
import { QuoteAnswer } from '../../shared/quotes/QuoteAnswer';
import { QuoteDocument } from '../../shared/quotes/QuoteDocument';
import { Alert } from '../../shared/ui/Alert';
import { acceptOwnQuote, declineOwnQuote } from '../data/quoteAnswers';
import type { QuoteRow } from '../data/rows';
import DocumentDownload from '../documents/DocumentDownload';
import { fetchDocumentLogo } from '../../shared/proForma/fetchDocumentLogo';
import { fr } from '../i18n/fr';
import { offerOf, sentQuoteOf } from './quoteOffer';

const text = fr.quotes;

interface QuoteOfferProps {
  quote: QuoteRow;
  settings: DocumentSettings;
  /** The quote was answered: the page reads it again. */
  onAnswered: () => void;
}

/**
 * The offer staff sent for a request: its lines and totals HT, TVA, TTC (the same document as the
 * e-mail link's page), its PDF, and while it is valid « Bon pour accord » with the typed name or a
 * refusal with a reason. Nothing while the offer is still a draft.
 */
export default function QuoteOffer({ quote, settings, onAnswered }: QuoteOfferProps) {
  const offer = offerOf(quote, settings);
  if (!offer) return null;
  const { number, sent_at: sentAt, valid_until: validUntil } = offer;
  const expired = offer.offer_status === 'expired' || (offer.offer_status === 'sent' && !offer.can_answer);
  return (
    <section className="quote-offer" aria-label={text.offer(number)}>
      <h3>{text.offer(number)}</h3>
      <QuoteDocument quote={offer} headingLevel={3} />
      <DocumentDownload
        label={text.download}
        filename={`devis-${number}.pdf`}
        data={async () => documentOfQuote(sentQuoteOf({ ...quote, number, sent_at: sentAt, valid_until: validUntil }), settings, await fetchDocumentLogo(settings.logo_path))}
      />
      {expired ? <Alert kind="info">{text.expired(formatShortDate(validUntil))}</Alert> : null}
      <QuoteAnswer
        quote={offer}
        headingLevel={3}
        accept={(name) => acceptOwnQuote(quote.id, name)}
        decline={(reason) => declineOwnQuote(quote.id, reason)}
        onAnswered={onAnswered}
        onInvalid={onAnswered}
      />
    </section>
  );
}
