import { AuthFailure, type AuthFailureReason } from './authFailure';
import { minimumPasswordLength } from './passwordPolicy';

/** French texts of the account forms (login, register, recovery, settings). */
export const authMessages = {
  required: {
    fullName: 'Le nom complet est requis',
    email: "L'adresse e-mail est requise",
    password: 'Le mot de passe est requis',
    passwordConfirmation: 'La confirmation du mot de passe est requise',
    loginFields: 'Veuillez remplir tous les champs',
  },
  invalid: {
    email: "L'adresse e-mail n'est pas valide",
    passwordLength: `Le mot de passe doit contenir au moins ${minimumPasswordLength} caractères`,
    passwordMismatch: 'Les mots de passe ne correspondent pas',
    terms: "Vous devez accepter les conditions d'utilisation",
  },
  loginFailed: 'Erreur de connexion. Veuillez réessayer.',
  registerFailed: 'Erreur lors de la création du compte. Veuillez réessayer.',
  recoveryFailed: "Impossible d'envoyer l'e-mail de réinitialisation. Veuillez réessayer.",
  passwordUpdateFailed: 'Impossible de modifier le mot de passe. Veuillez réessayer.',
  emailUpdateFailed: "Impossible de modifier l'adresse e-mail. Veuillez réessayer.",
  linkFailed: 'Impossible de vérifier ce lien. Veuillez réessayer.',
} as const;

/** Texts about phone numbers shared by the sign-in form and the portal's settings. */
export const phoneMessages = {
  required: 'Le numéro de téléphone est requis',
  invalid: 'Ce numéro de téléphone n’est pas valide. Exemple : 70 12 34 56, ou +33 6 12 34 56 78 pour un numéro étranger.',
  codeRequired: 'Saisissez le code à 6 chiffres reçu',
} as const;

/** The once-a-minute rule for e-mails (codes and links): the first one is on its way and still works. */
export function emailSentRecently(waitSeconds: number | undefined, sent: 'code' | 'link' = 'code'): string {
  const what = sent === 'code' ? 'Un code vous a été envoyé' : 'Un lien vous a été envoyé';
  const later = waitSeconds && waitSeconds > 0 ? `dans ${waitSeconds} s` : 'dans un instant';
  return `${what} il y a moins d'une minute ; vous pourrez en demander un autre ${later}.`;
}

/**
 * What a person reads for a failure; `fallback` is the form's general message. Given the failure
 * itself (not only its reason), the text can carry what the server said, such as the seconds to wait.
 */
export function describeAuthFailure(failure: AuthFailureReason | AuthFailure, fallback: string, sent: 'code' | 'link' = 'link'): string {
  const reason = failure instanceof AuthFailure ? failure.reason : failure;
  switch (reason) {
    case 'email-sent-recently':
      return emailSentRecently(failure instanceof AuthFailure ? failure.waitSeconds : undefined, sent);
    case 'sms-sent-recently':
      return emailSentRecently(failure instanceof AuthFailure ? failure.waitSeconds : undefined, 'code');
    case 'invalid-credentials':
      return 'E-mail ou mot de passe incorrect.';
    case 'rate-limited':
      return 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.';
    case 'email-taken':
      return 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez « Mot de passe oublié ».';
    case 'signup-disabled':
      return 'Les inscriptions en ligne sont fermées pour le moment. Contactez-nous pour ouvrir un compte.';
    case 'weak-password':
      return 'Ce mot de passe est trop faible. Choisissez-en un plus long ou plus varié.';
    case 'same-password':
      return "Le nouveau mot de passe doit être différent de l'ancien.";
    case 'reauthentication-needed':
      return 'Pour votre sécurité, confirmez ce changement avec un code reçu par e-mail.';
    case 'reauthentication-invalid':
      return 'Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.';
    case 'second-factor-needed':
      return 'Votre compte est protégé par la double authentification : changez votre mot de passe ou votre e-mail depuis l’espace d’administration, après avoir saisi le code de votre application.';
    case 'invalid-email':
      return "L'adresse e-mail n'est pas valide";
    case 'invalid-phone':
      return phoneMessages.invalid;
    case 'phone-taken':
      return 'Ce numéro de téléphone est déjà celui d’un autre compte.';
    case 'sms-failed':
      return 'Le code n’a pas pu être envoyé à ce numéro. Vérifiez-le ou réessayez dans un instant.';
    case 'phone-disabled':
      return 'La connexion par numéro de téléphone n’est pas disponible pour le moment. Utilisez votre adresse e-mail.';
    case 'link-invalid':
      // The same GoTrue answer (otp_expired) for an e-mailed link and for a typed code.
      return sent === 'code' ? 'Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.' : 'Ce lien est invalide, a expiré ou a déjà servi.';
    case 'email-not-confirmed':
      return 'Votre adresse e-mail n’est pas encore confirmée : ouvrez le lien que nous vous avons envoyé par e-mail, puis reconnectez-vous.';
    case 'session-missing':
      return 'Votre session a expiré. Veuillez vous reconnecter.';
    case 'network':
      return 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.';
    default:
      return fallback;
  }
}
