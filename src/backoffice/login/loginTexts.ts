/**
 * The French texts of the back-office login form. They are those of react-admin's French catalogue
 * and src/backoffice/i18n/fr.ts, copied here because the form is drawn before either is loaded.
 */
export const loginTexts = {
  heading: 'Administration',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  submit: 'Connexion',
  forgotPassword: 'Mot de passe oublié ?',
  required: 'Ce champ est requis',
  /** react-admin's general sign-in failure (ra.auth.sign_in_error). */
  failed: "Échec de l'authentification, merci de réessayer",
} as const;
