import { mailTemplate } from './mailTemplate';
import { type SupportMailData, urgencyLabel } from './supportParts';
import { backOfficeLine, labelled, lines } from './textParts';

/** To the company: a customer opened a support request (the urgency first: a « Bloquant » is read at once). */
export default mailTemplate<SupportMailData>({
  heading: 'Nouvelle demande d’assistance',
  subject: (data) => `[${urgencyLabel(data.urgency)}] Demande d’assistance ${data.number} : ${data.subject}`,
  text: (data, _company, links) =>
    lines(
      `${data.customer ?? ''}${data.company ? ` (${data.company})` : ''} a ouvert la demande ${data.number}.`,
      '',
      labelled('Urgence', urgencyLabel(data.urgency)),
      labelled('Objet', data.subject),
      labelled('Équipement', data.equipment),
      '',
      data.description ?? '',
      '',
      backOfficeLine(links, 'support_requests', data.id),
    ),
});
