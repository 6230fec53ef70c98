import { type AuthLinkData, authLink } from './authLinkParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, ignoreIfNotYou, lines } from './textParts';

/** POST /otp (supabase-js signInWithOtp): a sign-in link and the same sign-in as a six-digit code. */
export default mailTemplate<AuthLinkData>({
  heading: 'Votre lien de connexion',
  buttonLabel: 'Me connecter',
  anyLinkIsButton: true,
  mints: ['auth_link', 'email_code'],
  subject: (_data, company) => `Votre lien de connexion – ${companyNameOf(company)}`,
  text: (data, company, links) =>
    lines(
      'Bonjour,',
      '',
      `Pour vous connecter à votre compte ${companyNameOf(company)}, ouvrez ce lien (valable une heure, une seule fois) :`,
      '',
      authLink(data, links, 'magiclink'),
      '',
      // A link given by GoTrue's hook may come without its code: the line is then left out.
      links.code ? ['Ou saisissez ce code sur la page de connexion :', '', `    ${links.code}`, ''] : [],
      `${ignoreIfNotYou} Personne ne peut se connecter sans ce lien ou ce code.`,
      '',
      `L'équipe ${companyNameOf(company)}`,
    ),
});
