import { supportReopenDays } from '../../../src/shared/config/supportOptions';
import { mailTemplate } from './mailTemplate';
import { type SupportMailData, supportLinkLine, viewSupportButton } from './supportParts';
import { greeting, lines, signature } from './textParts';

/** To the customer: their request is resolved; they may reopen it for a few days, and rate the help. */
export default mailTemplate<SupportMailData>({
  heading: 'Demande d’assistance résolue',
  buttonLabel: viewSupportButton,
  subject: (data) => `Demande d’assistance ${data.number} résolue`,
  text: (data, company, links) =>
    lines(
      greeting(data.name || undefined),
      '',
      `Nous avons résolu votre demande n° ${data.number} : « ${data.subject} ».`,
      `Si le problème n’est pas réglé, répondez dans les ${supportReopenDays} jours : la demande sera rouverte. Passé ce délai, elle sera close.`,
      'Dites-nous aussi, en une note de 1 à 5, ce que vous avez pensé de notre aide :',
      supportLinkLine(links, data.number),
      signature(company),
    ),
});
