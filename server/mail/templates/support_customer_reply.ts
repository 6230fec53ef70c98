import { mailTemplate } from './mailTemplate';
import type { SupportMailData } from './supportParts';
import { backOfficeLine, lines } from './textParts';

/** To the company: the customer answered in the request's thread (the request is back to « En cours »). */
export default mailTemplate<SupportMailData>({
  heading: 'Réponse d’un client',
  subject: (data) => `Re: [${data.number}] ${data.subject} (${data.customer ?? ''})`,
  text: (data, _company, links) =>
    lines(`${data.customer ?? 'Le client'} a répondu sur la demande ${data.number} :`, '', data.reply ?? '', '', backOfficeLine(links, 'support_requests', data.id)),
});
