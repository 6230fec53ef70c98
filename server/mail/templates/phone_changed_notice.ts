import { formatPhoneNumber } from '../../../src/shared/phone/phoneNumber';
import { notYou } from './accountParts';
import { mailTemplate } from './mailTemplate';
import { companyNameOf, lines, signature } from './textParts';

/** To a confirmed account whose sign-in phone number was added, replaced or removed (trigger on auth.users). */
export default mailTemplate<{ email: string; new_phone: string | null }>({
  heading: 'Numéro de téléphone modifié',
  subject: (_data, company) => `Le numéro de téléphone de votre compte a été modifié – ${companyNameOf(company)}`,
  text: (data, company) =>
    lines(
      'Bonjour,',
      '',
      data.new_phone
        ? `Le numéro de téléphone de votre compte ${companyNameOf(company)} (${data.email}) est désormais le ${formatPhoneNumber(data.new_phone)} : ` +
            'un code envoyé à ce numéro suffit maintenant pour se connecter à votre compte.'
        : `Le numéro de téléphone de votre compte ${companyNameOf(company)} (${data.email}) a été retiré : il ne permet plus de vous connecter.`,
      "Si c'est vous, vous n'avez rien à faire.",
      '',
      notYou,
      signature(company),
    ),
});
