import { compact, isBlank, messages, type FieldErrors } from './rules';

/** Delivery details a customer confirms before `place_order`. */
export interface DeliveryFormValues {
  name: string;
  phone: string;
  address: string;
  notes: string;
}

export type DeliveryFormField = keyof DeliveryFormValues;

export function validateDeliveryForm(values: DeliveryFormValues): FieldErrors<DeliveryFormField> {
  return compact<DeliveryFormField>({
    name: isBlank(values.name) ? messages.deliveryNameRequired : undefined,
    phone: isBlank(values.phone) ? messages.deliveryPhoneRequired : undefined,
    address: isBlank(values.address) ? messages.deliveryAddressRequired : undefined,
    notes: undefined,
  });
}
