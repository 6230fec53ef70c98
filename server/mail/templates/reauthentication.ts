import { reauthenticationCodeMinutes } from '../../auth/reauthenticationCode';
import { mailTemplate } from './mailTemplate';
import { lines } from './textParts';

/** The code that confirms a password change, minted when the mail leaves (server/mail/mintMailTokens.ts). */
export default mailTemplate<{ user_id: string }>({
  heading: 'Votre code de confirmation',
  mints: ['reauthentication_code'],
  subject: () => 'Votre code de confirmation',
  text: (_data, _company, links) =>
    lines(
      'Bonjour,',
      '',
      'Voici le code pour confirmer le changement du mot de passe de votre compte :',
      '',
      `    ${links.code}`,
      '',
      `Il est valable ${reauthenticationCodeMinutes} minutes, une seule fois.`,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ne communiquez ce code à personne : quelqu'un utilise peut-être " +
        'votre compte. Déconnectez-vous de tous vos appareils et changez votre mot de passe avec « Mot de passe oublié ».',
    ),
});
