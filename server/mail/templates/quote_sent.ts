import { mailTemplate } from './mailTemplate';
import { type QuoteOfferData, quoteLinkLine, viewQuoteButton } from './quoteOfferParts';
import { lines, signature } from './textParts';

/** To the customer: the offer, with the link to see and accept it online. */
export default mailTemplate<QuoteOfferData>({
  heading: 'Votre devis',
  replyToCompany: true,
  buttonLabel: viewQuoteButton,
  mints: ['quote_link'],
  subject: (data) => `Votre devis ${data.number} : ${data.total_ttc} TTC`,
  text: (data, company, links) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      `Voici notre devis n° ${data.number}, valable jusqu'au ${data.valid_until}.`,
      '',
      `Total HT : ${data.total_ht}`,
      `TVA (${data.tax_rate.replace('.', ',')} %) : ${data.total_tva}`,
      `Total TTC : ${data.total_ttc}`,
      '',
      'Vous pouvez le consulter, l\'accepter (« Bon pour accord ») ou le refuser en ligne :',
      quoteLinkLine(links),
      signature(company),
    ),
});
