import { type AuthLinkData, authLink } from './authLinkParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, ignoreIfNotYou, lines } from './textParts';

/** To the current address: confirms that its owner asked for the change. */
export default mailTemplate<AuthLinkData & { new_email: string }>({
  heading: 'Changement d’adresse e-mail',
  buttonLabel: 'Confirmer le changement',
  anyLinkIsButton: true,
  mints: ['auth_link'],
  subject: (_data, company) => `Changement de votre adresse e-mail – ${companyNameOf(company)}`,
  text: (data, company, links) =>
    lines(
      'Bonjour,',
      '',
      `Une demande a été faite pour remplacer l'adresse e-mail de votre compte ${companyNameOf(company)} par : ${data.new_email}`,
      "Pour l'accepter, ouvrez ce lien puis cliquez sur « Confirmer » (lien valable 24 heures) :",
      '',
      authLink(data, links, 'email_change'),
      '',
      "Le changement ne prend effet qu'une fois confirmé depuis cette adresse et depuis la nouvelle.",
      `${ignoreIfNotYou} Votre adresse reste inchangée ; pensez à changer votre mot de passe.`,
      '',
      `L'équipe ${companyNameOf(company)}`,
    ),
});
