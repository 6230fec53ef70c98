/**
 * Every kind of message the outbox holds (public.notifications.kind), declared once (issue 50 point 4): its French
 * name, for the back-office's list and filter and the subject a text message is recorded under, and how it travels.
 * The server's mail templates (server/mail/templates/index.ts) and SMS texts (server/sms/smsTexts.ts) are typed by
 * these kinds, so a kind added here without its template or text, or a template without its kind, does not compile.
 * What each kind's data holds is its template's or text's own (the database queues it: private.queue_mail, queue_sms).
 */
export const notificationKinds = {
  appointment_request: { channel: 'email', label: 'Rendez-vous : nouvelle demande (société)' },
  appointment_confirmation: { channel: 'email', label: 'Rendez-vous : demande reçue (client)' },
  appointment_confirmed: { channel: 'email', label: 'Rendez-vous : confirmé (client)' },
  appointment_moved: { channel: 'email', label: 'Rendez-vous : déplacé (client)' },
  appointment_moved_by_customer: { channel: 'email', label: 'Rendez-vous : déplacé par le client (société)' },
  appointment_cancelled: { channel: 'email', label: 'Rendez-vous : annulé (client)' },
  appointment_cancelled_by_customer: { channel: 'email', label: 'Rendez-vous : annulé par le client (société)' },
  appointment_completed: { channel: 'email', label: 'Rendez-vous : terminé (client)' },
  appointment_reminder: { channel: 'email', label: 'Rendez-vous : rappel (client)' },
  contact_message: { channel: 'email', label: 'Message : nouveau (société)' },
  information_request: { channel: 'email', label: 'Demande d’information : nouvelle (société)' },
  contact_confirmation: { channel: 'email', label: 'Message : accusé de réception (client)' },
  message_reply: { channel: 'email', label: 'Message ou devis : réponse de l’équipe (client)' },
  quote_request: { channel: 'email', label: 'Devis : nouvelle demande (société)' },
  quote_confirmation: { channel: 'email', label: 'Devis : demande reçue (client)' },
  quote_accepted: { channel: 'email', label: 'Devis : « Bon pour accord » confirmé (client)' },
  quote_declined: { channel: 'email', label: 'Devis : réponse défavorable (client)' },
  quote_sent: { channel: 'email', label: 'Devis : envoyé (client)' },
  quote_accepted_by_customer: { channel: 'email', label: 'Devis : accepté par le client (société)' },
  quote_declined_by_customer: { channel: 'email', label: 'Devis : refusé par le client (société)' },
  order_request: { channel: 'email', label: 'Commande : nouvelle (société)' },
  order_confirmation: { channel: 'email', label: 'Commande : reçue (client)' },
  order_confirmed: { channel: 'email', label: 'Commande : en préparation (client)' },
  order_delivered: { channel: 'email', label: 'Commande : livrée (client)' },
  order_cancelled: { channel: 'email', label: 'Commande : annulée (client)' },
  order_cancelled_by_customer: { channel: 'email', label: 'Commande : annulée par le client (société)' },
  invoice_issued: { channel: 'email', label: 'Facture : émise (client)' },
  credit_note_issued: { channel: 'email', label: 'Avoir : émis (client)' },
  payment_receipt: { channel: 'email', label: 'Paiement : reçu (client)' },
  refund_recorded: { channel: 'email', label: 'Remboursement : effectué (client)' },
  customer_statement: { channel: 'email', label: 'Relevé de compte : envoyé (client)' },
  support_request: { channel: 'email', label: 'Assistance : nouvelle demande (société)' },
  support_request_received: { channel: 'email', label: 'Assistance : demande reçue (client)' },
  support_reply: { channel: 'email', label: 'Assistance : réponse de l’équipe (client)' },
  support_customer_reply: { channel: 'email', label: 'Assistance : réponse du client (société)' },
  support_resolved: { channel: 'email', label: 'Assistance : demande résolue (client)' },
  warranty_ending: { channel: 'email', label: 'Matériel : fin de garantie (client)' },
  payment_reminder: { channel: 'email', label: 'Paiement : relance (client)' },
  signup_confirmation: { channel: 'email', label: 'Compte : confirmation de l’adresse' },
  magic_link: { channel: 'email', label: 'Compte : lien de connexion' },
  invite: { channel: 'email', label: 'Compte : invitation' },
  password_recovery: { channel: 'email', label: 'Compte : réinitialisation du mot de passe' },
  password_changed: { channel: 'email', label: 'Compte : mot de passe modifié' },
  email_change_current: { channel: 'email', label: 'Compte : changement d’adresse (ancienne adresse)' },
  email_change_new: { channel: 'email', label: 'Compte : changement d’adresse (nouvelle adresse)' },
  email_changed_notice: { channel: 'email', label: 'Compte : adresse modifiée' },
  phone_changed_notice: { channel: 'email', label: 'Compte : numéro de téléphone modifié' },
  reauthentication: { channel: 'email', label: 'Compte : code de confirmation' },
  mfa_reset: { channel: 'email', label: 'Compte : double authentification réinitialisée' },
  // Text messages (SMS or WhatsApp: the row's channel says which), written by server/sms/smsTexts.ts.
  sms_otp: { channel: 'text', label: 'SMS : code de connexion' },
  sms_phone_change: { channel: 'text', label: 'SMS : confirmation du nouveau numéro' },
  sms_appointment_confirmation: { channel: 'text', label: 'SMS : rendez-vous demandé' },
  sms_appointment_confirmed: { channel: 'text', label: 'SMS : rendez-vous confirmé' },
  sms_appointment_moved: { channel: 'text', label: 'SMS : rendez-vous déplacé' },
  sms_appointment_cancelled: { channel: 'text', label: 'SMS : rendez-vous annulé' },
  sms_appointment_reminder: { channel: 'text', label: 'SMS : rappel de rendez-vous' },
  sms_order_confirmed: { channel: 'text', label: 'SMS : commande en préparation' },
  sms_order_delivered: { channel: 'text', label: 'SMS : commande livrée' },
  sms_order_cancelled: { channel: 'text', label: 'SMS : commande annulée' },
  sms_support_reply: { channel: 'text', label: 'SMS : réponse à une demande d’assistance' },
  sms_payment_reminder: { channel: 'text', label: 'SMS : relance de paiement' },
  sms_payment_receipt: { channel: 'text', label: 'SMS : reçu de paiement' },
  sms_invoice_issued: { channel: 'text', label: 'SMS : facture émise' },
} as const satisfies Record<string, { channel: 'email' | 'text'; label: string }>;

export type NotificationKind = keyof typeof notificationKinds;
/** The kinds sent by e-mail: each has a mail template. */
export type MailKind = { [Kind in NotificationKind]: (typeof notificationKinds)[Kind]['channel'] extends 'email' ? Kind : never }[NotificationKind];
/** The kinds sent as a text message (SMS or WhatsApp: the row's channel says which): each has a text. */
export type TextKind = Exclude<NotificationKind, MailKind>;

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(notificationKinds, kind);
}

/** The label of a kind, or the kind itself for one the database holds that this build does not know. */
export function notificationKindLabel(kind: string): string {
  return isNotificationKind(kind) ? notificationKinds[kind].label : kind;
}
