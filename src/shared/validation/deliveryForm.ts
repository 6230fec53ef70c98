import type { PaymentMethod } from '../orders/paymentMethods';
import { canReceiveTexts, type NoticeChannel } from '../notices/noticeChannel';
import { type CustomerIdentityValues, ifuError } from '../customers/customerIdentity';
import { compact, emailError, isBlank, messages, type FieldErrors } from './rules';

/**
 * Delivery details a customer confirms before `place_order`, with the payment chosen; `email` only
 * for a guest (a signed-in customer is reached at their account's address).
 */
export interface DeliveryFormValues extends Partial<CustomerIdentityValues> {
  /** The administration or company the order is for, printed on its documents with the fields below (optional). */
  company?: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  payment_method: PaymentMethod;
  /** « Me prévenir par SMS / WhatsApp » at the delivery phone: '' (or absent) when not asked. */
  notice_channel?: NoticeChannel | '';
}

export type DeliveryFormField = keyof DeliveryFormValues;

export function validateDeliveryForm(values: DeliveryFormValues, options: { guest?: boolean } = {}): FieldErrors<DeliveryFormField> {
  return compact<DeliveryFormField>({
    name: isBlank(values.name) ? messages.deliveryNameRequired : undefined,
    email: options.guest ? emailError(values.email) : undefined,
    phone: isBlank(values.phone)
      ? messages.deliveryPhoneRequired
      : values.notice_channel && !canReceiveTexts(values.phone) ? messages.noticePhoneNeeded : undefined,
    address: isBlank(values.address) ? messages.deliveryAddressRequired : undefined,
    notes: undefined,
    payment_method: undefined,
    notice_channel: undefined,
    company: undefined,
    ifu: ifuError(values.ifu ?? ''),
    rccm: undefined,
    department: undefined,
    purchase_order_ref: undefined,
  });
}
