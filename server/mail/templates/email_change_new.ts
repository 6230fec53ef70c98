import { type AuthLinkData, authLink } from './authLinkParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, ignoreIfNotYou, lines } from './textParts';

/** To the new address: proves that it is reachable and belongs to the person. */
export default mailTemplate<AuthLinkData>({
  heading: 'Confirmez votre nouvelle adresse',
  buttonLabel: 'Confirmer cette adresse',
  anyLinkIsButton: true,
  mints: ['auth_link'],
  subject: (_data, company) => `Confirmez votre nouvelle adresse e-mail – ${companyNameOf(company)}`,
  text: (data, company, links) =>
    lines(
      'Bonjour,',
      '',
      `Cette adresse doit devenir celle de votre compte ${companyNameOf(company)}.`,
      'Pour la confirmer, ouvrez ce lien puis cliquez sur « Confirmer » (lien valable 24 heures) :',
      '',
      authLink(data, links, 'email_change'),
      '',
      "Le changement ne prend effet qu'une fois confirmé aussi depuis votre adresse actuelle.",
      ignoreIfNotYou,
      '',
      `L'équipe ${companyNameOf(company)}`,
    ),
});
