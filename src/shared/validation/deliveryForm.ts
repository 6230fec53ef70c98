import type { PaymentMethod } from '../orders/paymentMethods';
import { compact, emailError, isBlank, messages, type FieldErrors } from './rules';

/**
 * Delivery details a customer confirms before `place_order`, with the payment chosen; `email` only
 * for a guest (a signed-in customer is reached at their account's address).
 */
export interface DeliveryFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  payment_method: PaymentMethod;
}

export type DeliveryFormField = keyof DeliveryFormValues;

export function validateDeliveryForm(values: DeliveryFormValues, options: { guest?: boolean } = {}): FieldErrors<DeliveryFormField> {
  return compact<DeliveryFormField>({
    name: isBlank(values.name) ? messages.deliveryNameRequired : undefined,
    email: options.guest ? emailError(values.email) : undefined,
    phone: isBlank(values.phone) ? messages.deliveryPhoneRequired : undefined,
    address: isBlank(values.address) ? messages.deliveryAddressRequired : undefined,
    notes: undefined,
    payment_method: undefined,
  });
}
