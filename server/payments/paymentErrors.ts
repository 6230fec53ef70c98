/** The payment endpoints' refusals, named once: `{ code, message }` with a French message. */
export const paymentErrors = {
  badRequest: { status: 400, code: 'payment_bad_request', message: 'Requête de paiement invalide.' },
  unauthorized: { status: 401, code: 'payment_sign_in_required', message: 'Connectez-vous pour payer cette facture.' },
  /** The invoice link's token opens nothing payable (unknown, or its invoice not certified): one message, as the page says. */
  linkRefused: { status: 403, code: 'payment_link_refused', message: 'Ce lien n’est pas ou plus valable.' },
  tooManyRefusedLinks: { status: 429, code: 'payment_too_many_refused_links', message: 'Trop de liens refusés : réessayez dans quelques minutes.' },
  invoiceNotFound: { status: 404, code: 'payment_invoice_not_found', message: 'Facture introuvable.' },
  notPayable: { status: 409, code: 'payment_not_payable', message: "Cette facture n'a rien à payer." },
  /** The invoice of an order paid at checkout was refused by the certification service: the office corrects it first. */
  invoiceBeingCorrected: {
    status: 409,
    code: 'payment_invoice_being_corrected',
    message: 'La facture de cette commande est en cours de correction par nos services : nous vous recontactons pour le paiement.',
  },
  badToken: { status: 401, code: 'payment_notification_refused', message: 'Notification refusée : jeton invalide.' },
  unknownTransaction: { status: 404, code: 'payment_unknown_transaction', message: 'Paiement inconnu.' },
  tooLarge: { status: 413, code: 'payment_request_too_large', message: 'Requête de paiement trop volumineuse.' },
  providerUnavailable: { status: 502, code: 'payment_provider_unavailable', message: 'Le service de paiement ne répond pas : réessayez dans un instant.' },
} as const;

/** Not a refusal: the order's invoice is being certified; the page asks again in a moment (202). */
export const paymentPreparing = { code: 'payment_preparing', message: 'Préparation du paiement : votre facture est en cours de certification.' } as const;

export type PaymentError = (typeof paymentErrors)[keyof typeof paymentErrors];
