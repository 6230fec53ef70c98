import { mailTemplate } from './mailTemplate';
import { type QuoteDetails, quoteDetailLines } from './quoteParts';
import { backOfficeLine, lines } from './textParts';

/** To the company: a new quote request. */
export default mailTemplate<QuoteDetails & { id?: string }>({
  heading: 'Nouvelle demande de devis',
  subject: (data) => `Nouvelle demande de devis : ${data.project} (${data.name})`,
  text: (data, _company, links) => lines('Une nouvelle demande de devis est arrivée sur le site.', '', quoteDetailLines(data), '', backOfficeLine(links, 'quotes', data.id)),
});
