import { mailTemplate } from './mailTemplate';
import { type SupportMailData, supportLinkLine } from './supportParts';
import { lines, signature } from './textParts';

/** To the customer: staff answered their request (an internal note never queues this). */
export default mailTemplate<SupportMailData>({
  heading: 'Réponse à votre demande d’assistance',
  freeText: true,
  subject: (data) => `Re: [${data.number}] ${data.subject}`,
  text: (data, company, links) =>
    lines(
      data.reply ?? '',
      '',
      'Répondez depuis votre espace client, où se trouve tout l’échange :',
      supportLinkLine(links, data.number),
      signature(company),
    ),
});
