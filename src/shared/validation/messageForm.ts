import { compact, emailError, isBlank, messages, type FieldErrors } from './rules';

/** The contact form and the product information request (SPEC.md §5). */
export interface MessageFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type MessageFormField = keyof MessageFormValues;

export function validateMessageForm(values: MessageFormValues): FieldErrors<MessageFormField> {
  return compact<MessageFormField>({
    name: isBlank(values.name) ? messages.nameRequired : undefined,
    email: emailError(values.email),
    phone: undefined,
    subject: undefined,
    message: isBlank(values.message) ? messages.messageRequired : undefined,
  });
}
