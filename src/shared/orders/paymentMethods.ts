/** How a customer pays an order, chosen at checkout (orders.payment_method, migration 20261201020200). */
export type PaymentMethod = 'on_delivery' | 'mobile_money' | 'online';

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  on_delivery: 'Paiement à la livraison',
  mobile_money: 'Mobile money',
  online: 'Paiement en ligne',
};

export const paymentMethodHints: Record<PaymentMethod, string> = {
  on_delivery: 'En espèces ou par mobile money à la remise de la commande.',
  mobile_money: 'Vous envoyez le montant à l’un de nos numéros ; nous confirmons la commande à réception.',
  online: 'Maintenant, par Orange Money, Moov Money ou carte bancaire, sur la page sécurisée de notre prestataire ; la facture vous est envoyée.',
};

/** The company's mobile money numbers as a customer reads them; empty when the settings give none. */
export function mobileMoneyNumbers(settings: { orange_money_number?: string | null; moov_money_number?: string | null }): string[] {
  return [
    settings.orange_money_number ? `Orange Money : ${settings.orange_money_number}` : '',
    settings.moov_money_number ? `Moov Money : ${settings.moov_money_number}` : '',
  ].filter(Boolean);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return value === 'on_delivery' || value === 'mobile_money' || value === 'online';
}
