/** The payment endpoints' refusals, named once: `{ code, message }` with a French message. */
export const paymentErrors = {
  badRequest: { status: 400, code: 'payment_bad_request', message: 'Requête de paiement invalide.' },
  unauthorized: { status: 401, code: 'payment_sign_in_required', message: 'Connectez-vous pour payer cette facture.' },
  invoiceNotFound: { status: 404, code: 'payment_invoice_not_found', message: 'Facture introuvable.' },
  notPayable: { status: 409, code: 'payment_not_payable', message: "Cette facture n'a rien à payer." },
  badToken: { status: 401, code: 'payment_notification_refused', message: 'Notification refusée : jeton invalide.' },
  unknownTransaction: { status: 404, code: 'payment_unknown_transaction', message: 'Paiement inconnu.' },
  tooLarge: { status: 413, code: 'payment_request_too_large', message: 'Requête de paiement trop volumineuse.' },
  providerUnavailable: { status: 502, code: 'payment_provider_unavailable', message: 'Le service de paiement ne répond pas : réessayez dans un instant.' },
} as const;

export type PaymentError = (typeof paymentErrors)[keyof typeof paymentErrors];
