import { mailTemplate } from './mailTemplate';
import type { QuoteAnswerAlertData } from './quoteOfferParts';
import { labelled, lines } from './textParts';

/** To the company: a customer declined a quote online, with their reason. */
export default mailTemplate<QuoteAnswerAlertData>({
  heading: 'Devis refusé',
  subject: (data) => `Devis ${data.number} refusé par ${data.name}`,
  text: (data) =>
    lines(
      `Le devis ${data.number} (${data.total_ttc} TTC) a été refusé en ligne.`,
      labelled('Motif', data.reason),
      '',
      `Client : ${data.name}`,
      labelled('Entreprise', data.company),
      `E-mail : ${data.email}`,
      `Téléphone : ${data.phone}`,
    ),
});
