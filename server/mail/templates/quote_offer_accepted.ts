import { mailTemplate } from './mailTemplate';
import type { QuoteAnswerAlertData } from './quoteOfferParts';
import { labelled, lines } from './textParts';

/** To the company: a customer accepted a quote online. */
export default mailTemplate<QuoteAnswerAlertData>({
  heading: 'Devis accepté',
  subject: (data) => `Devis ${data.number} accepté par ${data.name}`,
  text: (data) =>
    lines(
      `Le devis ${data.number} (${data.total_ttc} TTC) a été accepté en ligne, « Bon pour accord » signé par ${data.signer ?? data.name}.`,
      'Convertissez-le en commande depuis l\'administration.',
      '',
      `Client : ${data.name}`,
      labelled('Entreprise', data.company),
      `E-mail : ${data.email}`,
      `Téléphone : ${data.phone}`,
    ),
});
