import { mailTemplate } from './mailTemplate';
import { dueMoment, type SupportMailData, supportLinkLine, urgencyLabel, viewSupportButton } from './supportParts';
import { labelled, lines, signature } from './textParts';

/** To the customer: their request is received, with its number and when to expect a first answer. */
export default mailTemplate<SupportMailData>({
  heading: 'Demande d’assistance reçue',
  buttonLabel: viewSupportButton,
  subject: (data) => `Demande d’assistance ${data.number} reçue`,
  text: (data, company, links) =>
    lines(
      'Bonjour,',
      '',
      `Nous avons bien reçu votre demande d’assistance n° ${data.number} : « ${data.subject} ».`,
      labelled('Urgence', urgencyLabel(data.urgency)),
      dueMoment(data.first_response_due) ? `Vous aurez une première réponse au plus tard ${dueMoment(data.first_response_due)}.` : undefined,
      '',
      'Suivez-la et répondez-nous depuis votre espace client :',
      supportLinkLine(links, data.number),
      signature(company),
    ),
});
