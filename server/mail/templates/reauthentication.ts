import { reauthenticationCodeMinutes } from '../../auth/reauthenticationCode';
import { type AuthLinkData, authCode } from './authLinkParts';
import { mailTemplate } from './mailTemplate';
import { lines } from './textParts';

/** The code that confirms a password change; its slot is filled when the mail leaves (prepareMail.ts). */
export default mailTemplate<Pick<AuthLinkData, 'user_id' | 'sealed_code'>>({
  heading: 'Votre code de confirmation',
  subject: () => 'Votre code de confirmation',
  text: (data) =>
    lines(
      'Bonjour,',
      '',
      'Voici le code pour confirmer le changement du mot de passe de votre compte :',
      '',
      `    ${authCode(data)}`,
      '',
      `Il est valable ${reauthenticationCodeMinutes} minutes, une seule fois.`,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ne communiquez ce code à personne : quelqu'un utilise peut-être " +
        'votre compte. Déconnectez-vous de tous vos appareils et changez votre mot de passe avec « Mot de passe oublié ».',
    ),
});
