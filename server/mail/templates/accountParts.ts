/** What the security notices tell someone who did not make the change. */
export const notYou =
  "Si vous n'êtes pas à l'origine de ce changement, quelqu'un utilise peut-être votre compte : " +
  'choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion et contactez-nous.';
