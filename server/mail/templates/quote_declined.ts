import { mailTemplate } from './mailTemplate';
import { quoteAnswerMail, type QuoteAnswerData } from './quoteAnswerMail';

export default mailTemplate<QuoteAnswerData>({
  heading: 'Réponse à votre demande de devis',
  replyToCompany: true,
  ...quoteAnswerMail((project) => `Nous ne pouvons malheureusement pas donner suite à votre demande de devis pour le projet « ${project} ».`),
});
