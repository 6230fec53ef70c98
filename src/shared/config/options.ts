import type { Tables } from '../supabase/database.types';
import { optionLabels } from './optionLabels.generated';

/**
 * The option lists of SPEC.md §3 and the statuses of §4, with their French labels, as the public site, the portal
 * and the back-office read them. Nothing here is written by hand but the names (decision 077): the values are those
 * the column's CHECK allows (the unions of src/shared/supabase/database.types.ts), the labels those of
 * private.option_labels, which the database's own messages read too (optionLabels.generated.ts); npm run schema
 * writes both. Each list is checked against its column: a value without a label, or a label for a value the column
 * refuses, fails to compile.
 */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** The values of `Value` that `List` leaves without a label, or `unknown` when it labels them all. */
type Unlabelled<Value extends string, List extends readonly Option[]> = [Exclude<Value, List[number]['value']>] extends [never]
  ? unknown
  : { unlabelled: Exclude<Value, List[number]['value']> };

/** A generated list, checked to label each value of `Value` and nothing else: `labelling<OrderStatus>()(…)`. */
export function labelling<Value extends string>() {
  return <List extends readonly Option<Value>[]>(list: List & Unlabelled<Value, List>): List => list;
}

export type AppointmentService = Tables<'appointments'>['service'];
export type ProjectType = Tables<'quotes'>['project_type'];
export type Budget = NonNullable<Tables<'quotes'>['budget']>;
export type Timeline = NonNullable<Tables<'quotes'>['timeline']>;
export type QuoteService = Tables<'quotes'>['services'][number];
export type AppointmentStatus = Tables<'appointments'>['status'];
export type QuoteStatus = Tables<'quotes'>['request_status'];
export type OrderStatus = Tables<'orders'>['status'];
export type OfferStatus = Tables<'quotes'>['offer_status'];
/** Generated from the request's and the offer's statuses: never null, although the catalog types a generated column nullable. */
export type QuoteStage = NonNullable<Tables<'quotes'>['stage']>;
export type AcceptanceChannel = NonNullable<Tables<'quotes'>['accepted_via']>;
export type InvoiceStatus = Tables<'invoices'>['status'];
/** How an invoice's payment came in, or its refund went out (payments.method, refunds.method). */
export type PaymentMethod = Tables<'payments'>['method'];

export const appointmentServices = labelling<AppointmentService>()(optionLabels.appointment_service);
export const projectTypes = labelling<ProjectType>()(optionLabels.project_type);
export const budgets = labelling<Budget>()(optionLabels.budget);
export const timelines = labelling<Timeline>()(optionLabels.timeline);
export const quoteServices = labelling<QuoteService>()(optionLabels.quote_service);
export const appointmentStatuses = labelling<AppointmentStatus>()(optionLabels.appointment_status);
export const quoteStatuses = labelling<QuoteStatus>()(optionLabels.quote_status);
/** An order (« commande ») is feminine; « confirmée » by the company means it is being prepared. */
export const orderStatuses = labelling<OrderStatus>()(optionLabels.order_status);
/** The offer of a quote (issue 30), beside its request's status above. */
export const offerStatuses = labelling<OfferStatus>()(optionLabels.offer_status);

/**
 * The one status of a quote's life, as everyone reads it (`quotes.stage`, derived by the database from the
 * request and its offer; decision 059): the portal, the back-office's lists, filters and dashboard.
 */
export const quoteStages = labelling<QuoteStage>()(optionLabels.quote_stage);

/** The stages that wait for the office: a request to price, an accepted quote to turn into an order. */
export const quoteStagesForTheOffice = ['requested', 'accepted'] as const satisfies readonly QuoteStage[];

/** How a customer accepted an offer: online, or as staff recorded it. */
export const acceptanceChannels = labelling<AcceptanceChannel>()(optionLabels.acceptance_channel);

/** An invoice (« facture ») is feminine; « annulée » means fully cancelled by credit notes. */
export const invoiceStatuses = labelling<InvoiceStatus>()(optionLabels.invoice_status);

export const paymentMethods = labelling<PaymentMethod>()(optionLabels.payment_method);

/**
 * A form field's text sent as the column's value: the field offers only the list's values, and the column's CHECK
 * refuses any other that still reaches it (a hand-edited link), with the form's refusal message.
 */
export function asOptionValue<List extends readonly Option[], Text extends string | null>(
  _options: List,
  text: Text,
): List[number]['value'] | (Text & null) {
  return text as List[number]['value'] | (Text & null);
}

/** The French label of a stored value, or the value itself when unknown (never a blank). */
export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
