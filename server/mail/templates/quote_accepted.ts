import { mailTemplate } from './mailTemplate';
import { quoteAnswerMail, type QuoteAnswerData } from './quoteAnswerMail';

/** Carries the quote's pro forma invoice (attached by proFormaMail.ts). */
export default mailTemplate<QuoteAnswerData>({
  heading: 'Notre proposition',
  ...quoteAnswerMail((project) => `Nous avons le plaisir de vous transmettre notre proposition pour votre projet « ${project} ».`),
});
