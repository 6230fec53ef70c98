import { mailTemplate } from './mailTemplate';
import { lines } from './textParts';

/** To an administrator whose second factor another administrator removed. */
export default mailTemplate<{ by_name: string; at: string }>({
  heading: 'Double authentification réinitialisée',
  subject: () => 'Votre double authentification a été réinitialisée',
  text: (data) =>
    lines(
      'Bonjour,',
      '',
      `La double authentification de votre compte administrateur a été retirée par ${data.by_name} le ${data.at}.`,
      "À votre prochaine connexion au back-office, vous pourrez enregistrer une nouvelle application d'authentification (page « Sécurité »).",
      '',
      "Si vous n'avez rien demandé, prévenez aussitôt un autre administrateur et changez votre mot de passe.",
    ),
});
