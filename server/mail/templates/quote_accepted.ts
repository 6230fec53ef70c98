import { acceptanceNote } from '../../../src/shared/quotes/acceptanceNote';
import { mailTemplate } from './mailTemplate';
import type { QuoteAcceptedData } from './quoteOfferParts';
import { lines, signature } from './textParts';

/**
 * To the customer, once, whichever way the quote was accepted (online or recorded by the office):
 * the « Bon pour accord » confirmed, with the accepted quote's PDF (attached by proFormaMail.ts).
 */
export default mailTemplate<QuoteAcceptedData>({
  heading: 'Bon pour accord reçu',
  replyToCompany: true,
  subject: (data) => `Devis ${data.number} accepté : « Bon pour accord » bien reçu`,
  text: (data, company) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      `Merci : nous avons bien reçu votre accord sur le devis n° ${data.number} (${data.total_ttc} TTC).`,
      acceptanceNote({ signer: data.signer, acceptedOn: data.accepted_on, via: data.via }),
      '',
      'Vous trouverez le devis accepté en pièce jointe. Nous préparons votre commande et revenons vers vous pour la suite.',
      signature(company),
    ),
});
