import { type AuthLinkData, authLink } from './authLinkParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, lines } from './textParts';

export default mailTemplate<AuthLinkData>({
  heading: 'Réinitialisation du mot de passe',
  buttonLabel: 'Choisir un nouveau mot de passe',
  anyLinkIsButton: true,
  mints: ['auth_link'],
  subject: (_data, company) => `Réinitialisation de votre mot de passe – ${companyNameOf(company)}`,
  text: (data, company, links) =>
    lines(
      'Bonjour,',
      '',
      `Vous avez demandé à réinitialiser le mot de passe de votre compte ${companyNameOf(company)}.`,
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
      '',
      authLink(data, links, 'recovery'),
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      `L'équipe ${companyNameOf(company)}`,
    ),
});
