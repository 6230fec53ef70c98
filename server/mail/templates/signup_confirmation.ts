import { type AuthLinkData, authLink } from './authLinkParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, ignoreIfNotYou, lines } from './textParts';

export default mailTemplate<AuthLinkData>({
  heading: 'Confirmez votre adresse e-mail',
  buttonLabel: 'Confirmer mon adresse',
  anyLinkIsButton: true,
  mints: ['auth_link'],
  subject: (_data, company) => `Confirmez votre adresse e-mail – ${companyNameOf(company)}`,
  text: (data, company, links) =>
    lines(
      'Bonjour,',
      '',
      `Un compte ${companyNameOf(company)} vient d'être créé avec cette adresse e-mail.`,
      "Pour l'activer, ouvrez ce lien puis cliquez sur « Confirmer mon adresse » (lien valable 24 heures) :",
      '',
      authLink(data, links, 'signup'),
      '',
      `${ignoreIfNotYou} Aucun compte ne sera activé sans votre confirmation.`,
      '',
      `L'équipe ${companyNameOf(company)}`,
    ),
});
