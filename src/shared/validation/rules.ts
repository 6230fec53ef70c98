import { noticeTexts } from '../i18n/noticeTexts';

/**
 * The field rules of SPEC.md §5 with their French messages. Each form's schema
 * is a plain function from its values to the errors to show (empty when valid),
 * light enough for the public bundle and shared with the tests.
 */
export const messages = {
  nameRequired: 'Le nom est requis',
  fullNameRequired: 'Le nom complet est requis',
  emailRequired: "L'adresse e-mail est requise",
  emailInvalid: "L'adresse e-mail n'est pas valide",
  messageRequired: 'Le message est requis',
  serviceRequired: 'Veuillez sélectionner un service',
  dateRequired: 'La date est requise',
  datePast: 'La date ne peut pas être dans le passé',
  dateTooFar: 'Cette date est trop lointaine : choisissez une date plus proche',
  timeRequired: "L'heure est requise",
  phoneRequired: 'Le numéro de téléphone est requis',
  projectTypeRequired: 'Le type de projet est requis',
  servicesRequired: 'Veuillez sélectionner au moins un service',
  deliveryNameRequired: 'Le nom du destinataire est requis',
  deliveryPhoneRequired: 'Le numéro de téléphone est requis',
  deliveryAddressRequired: "L'adresse de livraison est requise",
  noticePhoneNeeded: noticeTexts.phoneNeeded,
} as const;

/** Same shape as the browser's own e-mail check: something@domain.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function isBlank(value: string | undefined | null): boolean {
  return !value || value.trim() === '';
}

/** The e-mail message to show, or undefined when it is fine. */
export function emailError(email: string): string | undefined {
  if (isBlank(email)) return messages.emailRequired;
  if (!emailPattern.test(email.trim())) return messages.emailInvalid;
  return undefined;
}

/** Drops the fields without an error, so `Object.keys(errors).length === 0` means valid. */
export function compact<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  const kept: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message) kept[field] = message;
  }
  return kept;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
