import { labelling, labelOf } from '../config/options';
import { optionLabels } from '../config/optionLabels.generated';
import type { Tables } from '../supabase/database.types';

/** How a customer pays an order, chosen at checkout (orders.payment_method, its CHECK's values). */
export type PaymentMethod = Tables<'orders'>['payment_method'];

/** The labels the order's mails write too (private.payment_method_label; decision 077). */
export const orderPaymentMethods = labelling<PaymentMethod>()(optionLabels.order_payment_method);

export const paymentMethodLabel = (method: PaymentMethod) => labelOf(orderPaymentMethods, method);

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
  return orderPaymentMethods.some((option) => option.value === value);
}
