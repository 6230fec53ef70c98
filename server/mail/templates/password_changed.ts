import { notYou } from './accountParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, lines, signature } from './textParts';

/** To a confirmed account whose password changed (trigger on auth.users). */
export default mailTemplate<{ email: string }>({
  heading: 'Mot de passe modifié',
  subject: (_data, company) => `Votre mot de passe a été modifié – ${companyNameOf(company)}`,
  text: (data, company) =>
    lines(
      'Bonjour,',
      '',
      `Le mot de passe de votre compte ${companyNameOf(company)} (${data.email}) a été modifié.`,
      "Si c'est vous, vous n'avez rien à faire.",
      '',
      notYou,
      signature(company),
    ),
});
