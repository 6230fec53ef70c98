import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { acceptanceChannels, labelOf } from '../../../shared/config/options';
import { frenchDate, type QuoteOffer } from './quoteOffer';
import { SignedDocumentLink } from './SignedDocumentLink';

/** A sent offer's terms and the customer's answer, as recorded by the database. */
export function QuoteOfferAnswer({ quote }: { quote: QuoteOffer }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.quotes.fields.${name}`);
  return (
    <>
      {quote.sent_at && (
        <Typography variant="body2">
          {field('sent_at')} : {frenchDate(quote.sent_at)} — {field('valid_until')} : {quote.valid_until ? frenchDate(quote.valid_until) : '—'}
        </Typography>
      )}
      {quote.notes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
          {quote.notes}
        </Typography>
      )}
      {quote.accepted_at && (
        <Typography variant="body2" color="success.main" sx={{ mt: 1 }}>
          {translate('backoffice.offer.accepted_by', { when: frenchDate(quote.accepted_at), name: quote.accepted_by_name ?? '' })}{' '}
          {quote.accepted_via && translate('backoffice.offer.accepted_via', { via: labelOf(acceptanceChannels, quote.accepted_via) })}
        </Typography>
      )}
      {quote.acceptance_document && <SignedDocumentLink storedPath={quote.acceptance_document} />}
      {quote.declined_at && (
        <Typography variant="body2" color="error.main" sx={{ mt: 1 }}>
          {translate('backoffice.offer.declined_because', { when: frenchDate(quote.declined_at), reason: quote.decline_reason ?? '—' })}
        </Typography>
      )}
    </>
  );
}
