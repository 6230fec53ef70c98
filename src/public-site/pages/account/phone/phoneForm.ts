import type { PhoneCodeChannel, PhoneCodeRequest } from '../../../../shared/auth/types';
import { authMessages, phoneMessages } from '../../../../shared/auth/messages';
import { normalizePhoneNumber } from '../../../../shared/phone/phoneNumber';
import type { FieldErrors } from '../../../../shared/validation/rules';

/** What the number step holds; kept by PhoneSignIn so « Changer de numéro » comes back to it filled in. */
export interface PhoneForm {
  number: string;
  channel: PhoneCodeChannel;
  remember: boolean;
  /** /register only. */
  fullName: string;
  acceptTerms: boolean;
}

export const emptyPhoneForm: PhoneForm = { number: '', channel: 'sms', remember: false, fullName: '', acceptTerms: false };

/** A code on its way: the number step's request, and what the code step says first. */
export interface SentCode {
  request: PhoneCodeRequest;
  notice: string;
}

export type PhoneFormErrors = FieldErrors<'number' | 'fullName' | 'acceptTerms'>;

/** The request to send, or the French errors per field. On /register the name and the terms are asked as with an e-mail. */
export function phoneCodeRequest(form: PhoneForm, signUp: boolean): { request: PhoneCodeRequest } | { errors: PhoneFormErrors } {
  const errors: PhoneFormErrors = {};
  const normalized = normalizePhoneNumber(form.number);
  if (!normalized.ok) errors.number = normalized.problem === 'empty' ? phoneMessages.required : phoneMessages.invalid;
  if (signUp && !form.fullName.trim()) errors.fullName = authMessages.required.fullName;
  if (signUp && !form.acceptTerms) errors.acceptTerms = authMessages.invalid.terms;
  if (!normalized.ok || Object.keys(errors).length) return { errors };
  return {
    request: {
      phone: normalized.e164,
      channel: form.channel,
      remember: form.remember,
      ...(signUp ? { fullName: form.fullName.trim() } : {}),
    },
  };
}
