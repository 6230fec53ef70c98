import { acceptanceNote } from '../../../src/shared/quotes/acceptanceNote';
import { mailTemplate } from './mailTemplate';
import type { QuoteAnswerAlertData } from './quoteOfferParts';
import { labelled, lines } from './textParts';

/** To the company: a quote was accepted, online by the customer or recorded by staff. */
export default mailTemplate<QuoteAnswerAlertData>({
  heading: 'Devis accepté',
  subject: (data) => `Devis ${data.number} accepté par ${data.name}`,
  text: (data) =>
    lines(
      `Le devis ${data.number} (${data.total_ttc} TTC) a été accepté.`,
      acceptanceNote({ signer: data.signer ?? data.name, acceptedOn: data.accepted_on ?? null, via: data.via ?? 'online' }),
      'Convertissez-le en commande depuis l\'administration.',
      '',
      `Client : ${data.name}`,
      labelled('Entreprise', data.company),
      `E-mail : ${data.email}`,
      `Téléphone : ${data.phone}`,
    ),
});
