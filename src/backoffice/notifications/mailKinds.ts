/**
 * The French name of each kind of mail the outbox holds (public.notifications.kind), for its list and
 * filter; server/mail/templates/mailKindLabels.test.ts checks every kind the server can send has one.
 */
export const mailKindLabels: Record<string, string> = {
  appointment_request: 'Rendez-vous : nouvelle demande (société)',
  appointment_confirmation: 'Rendez-vous : demande reçue (client)',
  appointment_confirmed: 'Rendez-vous : confirmé (client)',
  appointment_moved: 'Rendez-vous : déplacé (client)',
  appointment_moved_by_customer: 'Rendez-vous : déplacé par le client (société)',
  appointment_cancelled: 'Rendez-vous : annulé (client)',
  appointment_cancelled_by_customer: 'Rendez-vous : annulé par le client (société)',
  appointment_completed: 'Rendez-vous : terminé (client)',
  appointment_reminder: 'Rendez-vous : rappel (client)',
  contact_message: 'Message : nouveau (société)',
  information_request: 'Demande d’information : nouvelle (société)',
  contact_confirmation: 'Message : accusé de réception (client)',
  message_reply: 'Message ou devis : réponse de l’équipe (client)',
  quote_request: 'Devis : nouvelle demande (société)',
  quote_confirmation: 'Devis : demande reçue (client)',
  quote_accepted: 'Devis : « Bon pour accord » confirmé (client)',
  quote_declined: 'Devis : réponse défavorable (client)',
  quote_sent: 'Devis : envoyé (client)',
  quote_offer_accepted: 'Devis : accepté par le client (société)',
  quote_offer_declined: 'Devis : refusé par le client (société)',
  order_request: 'Commande : nouvelle (société)',
  order_confirmation: 'Commande : reçue (client)',
  order_confirmed: 'Commande : en préparation (client)',
  order_delivered: 'Commande : livrée (client)',
  order_cancelled: 'Commande : annulée (client)',
  order_cancelled_by_customer: 'Commande : annulée par le client (société)',
  invoice_issued: 'Facture : émise (client)',
  credit_note_issued: 'Avoir : émis (client)',
  payment_receipt: 'Paiement : reçu (client)',
  refund_recorded: 'Remboursement : effectué (client)',
  customer_statement: 'Relevé de compte : envoyé (client)',
  support_request: 'Assistance : nouvelle demande (société)',
  support_request_received: 'Assistance : demande reçue (client)',
  support_reply: 'Assistance : réponse de l’équipe (client)',
  support_customer_reply: 'Assistance : réponse du client (société)',
  support_resolved: 'Assistance : demande résolue (client)',
  warranty_ending: 'Matériel : fin de garantie (client)',
  payment_reminder: 'Paiement : relance (client)',
  signup_confirmation: 'Compte : confirmation de l’adresse',
  magic_link: 'Compte : lien de connexion',
  invite: 'Compte : invitation',
  password_recovery: 'Compte : réinitialisation du mot de passe',
  password_changed: 'Compte : mot de passe modifié',
  email_change_current: 'Compte : changement d’adresse (ancienne adresse)',
  email_change_new: 'Compte : changement d’adresse (nouvelle adresse)',
  email_changed_notice: 'Compte : adresse modifiée',
  phone_changed_notice: 'Compte : numéro de téléphone modifié',
  reauthentication: 'Compte : code de confirmation',
  mfa_reset: 'Compte : double authentification réinitialisée',
  // Text messages (SMS or WhatsApp: the channel column says which), written by server/sms/smsTexts.ts.
  sms_otp: 'SMS : code de connexion',
  sms_phone_change: 'SMS : confirmation du nouveau numéro',
  sms_appointment_confirmation: 'SMS : rendez-vous demandé',
  sms_appointment_confirmed: 'SMS : rendez-vous confirmé',
  sms_appointment_moved: 'SMS : rendez-vous déplacé',
  sms_appointment_cancelled: 'SMS : rendez-vous annulé',
  sms_appointment_reminder: 'SMS : rappel de rendez-vous',
  sms_order_confirmed: 'SMS : commande en préparation',
  sms_order_delivered: 'SMS : commande livrée',
  sms_order_cancelled: 'SMS : commande annulée',
  sms_support_reply: 'SMS : réponse à une demande d’assistance',
  sms_payment_reminder: 'SMS : relance de paiement',
  sms_payment_receipt: 'SMS : reçu de paiement',
  sms_invoice_issued: 'SMS : facture émise',
};

/** The label of a kind, or the kind itself for one added later without a label. */
export const mailKindLabel = (kind: string) => mailKindLabels[kind] ?? kind;

/** The kinds as the filter offers them, sorted by their label. */
export const mailKindChoices = Object.entries(mailKindLabels)
  .map(([id, name]) => ({ id, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
