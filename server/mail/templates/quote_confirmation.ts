import { mailTemplate } from './mailTemplate';
import { type QuoteDetails, quoteDetailLines, type QuoteSummary, quoteSummaryLines } from './quoteParts';
import { ignoreIfNotYou, lines, signature } from './textParts';

/** To the requester; an address they did not prove is theirs gets only the labels (no typed text). */
type Data = (QuoteDetails & { verified: true }) | (QuoteSummary & { verified: false });

export default mailTemplate<Data>({
  heading: 'Demande de devis reçue',
  replyToCompany: true,
  subject: () => 'Votre demande de devis a bien été reçue',
  text: (data, company) =>
    data.verified
      ? lines(
          `Bonjour ${data.name},`,
          '',
          'Nous avons bien reçu votre demande de devis. Nous vous répondrons sous 24 à 48 heures ouvrées.',
          '',
          quoteDetailLines(data),
          signature(company),
        )
      : lines(
          'Bonjour,',
          '',
          'Nous avons bien reçu une demande de devis faite avec cette adresse e-mail sur notre site.',
          'Nous vous répondrons sous 24 à 48 heures ouvrées.',
          '',
          quoteSummaryLines(data),
          '',
          ignoreIfNotYou,
          signature(company),
        ),
});
