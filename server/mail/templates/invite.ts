import { type AuthLinkData, authLink } from './authLinkParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, ignoreIfNotYou, lines } from './textParts';

/** POST /invite (supabase.auth.admin.inviteUserByEmail): an administrator opened an account for this address. */
export default mailTemplate<AuthLinkData>({
  heading: 'Vous êtes invité',
  buttonLabel: "Accepter l'invitation",
  anyLinkIsButton: true,
  mints: ['auth_link', 'email_code'],
  subject: (_data, company) => `Invitation à rejoindre ${companyNameOf(company)}`,
  text: (data, company, links) =>
    lines(
      'Bonjour,',
      '',
      `Un compte ${companyNameOf(company)} a été ouvert pour vous avec cette adresse e-mail.`,
      "Pour l'activer, ouvrez ce lien (valable 24 heures, une seule fois), puis choisissez votre mot de passe :",
      '',
      authLink(data, links, 'invite'),
      '',
      // A link given by GoTrue's hook may come without its code: the line is then left out.
      links.code ? ['Ou saisissez ce code :', '', `    ${links.code}`, ''] : [],
      ignoreIfNotYou,
      '',
      `L'équipe ${companyNameOf(company)}`,
    ),
});
