import { ifuError } from '../../shared/customers/customerIdentity';
import { messages as formMessages, type FieldErrors } from '../../shared/validation/rules';
import { fr } from '../i18n/fr';

export interface ProfileInput {
  fullName: string;
  phone: string;
  company: string;
  ifu: string;
  rccm: string;
  department: string;
}

/** Same rule as the database's check on profiles.phone, so the form refuses what the server would. */
const phonePattern = /^\+?[0-9 ().-]{6,30}$/;

export function profileErrors(input: ProfileInput): FieldErrors<keyof ProfileInput> {
  const errors: FieldErrors<keyof ProfileInput> = {};
  if (!input.fullName.trim()) errors.fullName = formMessages.fullNameRequired;
  else if (input.fullName.trim().length > 200) errors.fullName = fr.settings.fullNameTooLong;
  const phone = input.phone.trim();
  if (phone && !phonePattern.test(phone)) errors.phone = fr.settings.phoneInvalid;
  const ifu = ifuError(input.ifu);
  if (ifu) errors.ifu = ifu;
  return errors;
}
