import { notYou } from './accountParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, lines, signature } from './textParts';

/** To the old address once an account's address changed. */
export default mailTemplate<{ new_email: string | null }>({
  heading: 'Adresse e-mail modifiée',
  subject: (_data, company) => `L'adresse e-mail de votre compte a été modifiée – ${companyNameOf(company)}`,
  text: (data, company) =>
    lines(
      'Bonjour,',
      '',
      data.new_email !== null &&
        `L'adresse e-mail de votre compte ${companyNameOf(company)} n'est plus celle-ci : elle a été remplacée par ${data.new_email}.`,
      'Les prochains e-mails au sujet de votre compte iront à cette nouvelle adresse.',
      '',
      notYou,
      signature(company),
    ),
});
