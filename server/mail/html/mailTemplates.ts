/**
 * What each kind of mail shows above and around its text in HTML: a heading, the label of its
 * button (the link of the text, shown as a button), and whether a link to another site may be a
 * button (only the auth mails, whose whole text the server writes, may link to an allowed
 * redirect address). A kind not listed here gets the subject as heading and no button.
 */
export interface MailTemplate {
  heading: string;
  buttonLabel?: string;
  anyLinkIsButton?: boolean;
}

const manageButton = 'Gérer mon rendez-vous';

export const mailTemplates: Record<string, MailTemplate> = {
  appointment_request: { heading: 'Nouvelle demande de rendez-vous' },
  appointment_confirmation: { heading: 'Demande de rendez-vous reçue', buttonLabel: manageButton },
  appointment_confirmed: { heading: 'Rendez-vous confirmé', buttonLabel: manageButton },
  appointment_cancelled: { heading: 'Rendez-vous annulé' },
  appointment_completed: { heading: 'Rendez-vous terminé' },
  appointment_moved: { heading: 'Rendez-vous déplacé', buttonLabel: manageButton },
  appointment_reminder: { heading: 'Rappel de votre rendez-vous', buttonLabel: manageButton },
  appointment_cancelled_by_customer: { heading: 'Rendez-vous annulé par le client' },
  appointment_moved_by_customer: { heading: 'Rendez-vous déplacé par le client' },
  quote_request: { heading: 'Nouvelle demande de devis' },
  quote_confirmation: { heading: 'Demande de devis reçue' },
  quote_accepted: { heading: 'Votre devis est accepté' },
  quote_declined: { heading: 'Réponse à votre demande de devis' },
  contact_message: { heading: 'Nouveau message' },
  information_request: { heading: 'Nouvelle demande d’information' },
  contact_confirmation: { heading: 'Message reçu' },
  order_request: { heading: 'Nouvelle commande' },
  order_confirmation: { heading: 'Commande reçue' },
  order_confirmed: { heading: 'Commande confirmée' },
  order_delivered: { heading: 'Commande livrée' },
  order_cancelled: { heading: 'Commande annulée' },
  order_cancelled_by_customer: { heading: 'Commande annulée par le client' },
  password_recovery: { heading: 'Réinitialisation du mot de passe', buttonLabel: 'Choisir un nouveau mot de passe', anyLinkIsButton: true },
  signup_confirmation: { heading: 'Confirmez votre adresse e-mail', buttonLabel: 'Confirmer mon adresse', anyLinkIsButton: true },
  email_change_current: { heading: 'Changement d’adresse e-mail', buttonLabel: 'Confirmer le changement', anyLinkIsButton: true },
  email_change_new: { heading: 'Confirmez votre nouvelle adresse', buttonLabel: 'Confirmer cette adresse', anyLinkIsButton: true },
  email_changed_notice: { heading: 'Adresse e-mail modifiée' },
  reauthentication: { heading: 'Votre code de confirmation' },
  password_changed: { heading: 'Mot de passe modifié' },
};

export function templateOf(kind: string, subject: string): MailTemplate {
  return mailTemplates[kind] ?? { heading: subject };
}
