import { type CustomerIdentityValues, ifuError } from '../customers/customerIdentity';
import type { RequestedItem } from '../quotes/requestedItems';
import { compact, emailError, isBlank, messages, type FieldErrors } from './rules';

/** The request, and the administration's or company's identity for its documents (all optional). */
export interface QuoteFormValues extends CustomerIdentityValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  projectType: string;
  budget: string;
  timeline: string;
  message: string;
  services: string[];
  /** Products and quantities brought from a product page or the cart (issue 46 point 9). */
  items: RequestedItem[];
}

export type QuoteFormField = keyof QuoteFormValues;

export function validateQuoteForm(values: QuoteFormValues): FieldErrors<QuoteFormField> {
  return compact<QuoteFormField>({
    name: isBlank(values.name) ? messages.nameRequired : undefined,
    email: emailError(values.email),
    phone: isBlank(values.phone) ? messages.phoneRequired : undefined,
    company: undefined,
    projectType: isBlank(values.projectType) ? messages.projectTypeRequired : undefined,
    budget: undefined,
    timeline: undefined,
    message: undefined,
    services: values.services.length === 0 ? messages.servicesRequired : undefined,
    ifu: ifuError(values.ifu),
    rccm: undefined,
    department: undefined,
    purchase_order_ref: undefined,
    items: undefined,
  });
}
