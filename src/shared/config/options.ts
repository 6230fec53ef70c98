/**
 * The option lists of SPEC.md §3 and the statuses of §4, with their French
 * labels. Values are those stored in the database (docs/data-model.md); the
 * public site, the portal and the back-office all read their labels here.
 */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

export const appointmentServices = [
  { value: 'hardware-consultation', label: 'Consultation matériel' },
  { value: 'software-consultation', label: 'Consultation logiciel' },
  { value: 'web-development', label: 'Développement web' },
  { value: 'network-setup', label: 'Installation réseau' },
  { value: 'it-support', label: 'Support informatique' },
  { value: 'security-audit', label: 'Audit de sécurité' },
  { value: 'training', label: 'Formation' },
  { value: 'other', label: 'Autre' },
] as const satisfies readonly Option[];

export const projectTypes = [
  { value: 'hardware-upgrade', label: 'Mise à niveau du matériel' },
  { value: 'software-implementation', label: 'Mise en place de logiciels' },
  { value: 'network-infrastructure', label: 'Infrastructure réseau' },
  { value: 'website-development', label: 'Création de site web' },
  { value: 'it-consulting', label: 'Conseil informatique' },
  { value: 'other', label: 'Autre' },
] as const satisfies readonly Option[];

export const budgets = [
  { value: 'under-500000', label: 'Moins de 500 000 FCFA' },
  { value: '500000-2500000', label: '500 000 - 2 500 000 FCFA' },
  { value: '2500000-5000000', label: '2 500 000 - 5 000 000 FCFA' },
  { value: '5000000-12500000', label: '5 000 000 - 12 500 000 FCFA' },
  { value: 'above-12500000', label: 'Plus de 12 500 000 FCFA' },
  { value: 'not-sure', label: 'Je ne sais pas encore' },
] as const satisfies readonly Option[];

export const timelines = [
  { value: 'asap', label: 'Dès que possible' },
  { value: '1-2-weeks', label: '1 à 2 semaines' },
  { value: '1-month', label: '1 mois' },
  { value: '1-3-months', label: '1 à 3 mois' },
  { value: '3-6-months', label: '3 à 6 mois' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];

export const quoteServices = [
  { value: 'hardware-sales', label: 'Vente de matériel' },
  { value: 'software-sales', label: 'Vente de logiciels' },
  { value: 'network-setup', label: 'Installation réseau' },
  { value: 'website-design', label: 'Conception de site web' },
  { value: 'cloud-solutions', label: 'Solutions cloud' },
  { value: 'it-security', label: 'Sécurité informatique' },
  { value: 'data-backup', label: 'Sauvegarde des données' },
  { value: 'maintenance', label: 'Maintenance' },
] as const satisfies readonly Option[];

export const appointmentStatuses = [
  { value: 'pending', label: 'En attente' },
  { value: 'confirmed', label: 'Confirmé' },
  { value: 'completed', label: 'Terminé' },
  { value: 'cancelled', label: 'Annulé' },
] as const satisfies readonly Option[];

export const quoteStatuses = [
  { value: 'pending', label: 'En attente' },
  { value: 'accepted', label: 'Accepté' },
  { value: 'declined', label: 'Refusé' },
] as const satisfies readonly Option[];

/** An order (« commande ») is feminine; « confirmée » by the company means it is being prepared. */
export const orderStatuses = [
  { value: 'pending', label: 'En attente' },
  { value: 'confirmed', label: 'En préparation' },
  { value: 'delivered', label: 'Livrée' },
  { value: 'cancelled', label: 'Annulée' },
] as const satisfies readonly Option[];

/** The offer of a quote (issue 30), beside its request's status above. */
export const offerStatuses = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'sent', label: 'Envoyé' },
  { value: 'accepted', label: 'Accepté' },
  { value: 'declined', label: 'Refusé' },
  { value: 'expired', label: 'Expiré' },
] as const satisfies readonly Option[];

/**
 * The one status of a quote's life, as everyone reads it (`quotes.stage`, derived by the database from the
 * request and its offer; decision 059): the portal, the back-office's lists, filters and dashboard.
 */
export const quoteStages = [
  { value: 'requested', label: 'Demande reçue' },
  { value: 'sent', label: 'Devis envoyé' },
  { value: 'accepted', label: 'Accepté' },
  { value: 'declined', label: 'Refusé' },
  { value: 'expired', label: 'Expiré' },
  { value: 'converted', label: 'Commandé' },
] as const satisfies readonly Option[];

/** The stages that wait for the office: a request to price, an accepted quote to turn into an order. */
export const quoteStagesForTheOffice = ['requested', 'accepted'] as const satisfies readonly QuoteStage[];

/** How a customer accepted an offer: online, or as staff recorded it. */
export const acceptanceChannels = [
  { value: 'online', label: 'En ligne' },
  { value: 'paper', label: 'Sur papier (devis signé)' },
  { value: 'email', label: 'Par e-mail' },
  { value: 'phone', label: 'Par téléphone' },
] as const satisfies readonly Option[];

/** An invoice (« facture ») is feminine; « annulée » means fully cancelled by credit notes. */
export const invoiceStatuses = [
  { value: 'unpaid', label: 'Non payée' },
  { value: 'partially_paid', label: 'Partiellement payée' },
  { value: 'paid', label: 'Payée' },
  { value: 'cancelled', label: 'Annulée' },
] as const satisfies readonly Option[];

export const paymentMethods = [
  { value: 'cash', label: 'Espèces' },
  { value: 'orange_money', label: 'Orange Money' },
  { value: 'moov_money', label: 'Moov Money' },
  { value: 'bank_transfer', label: 'Virement' },
  { value: 'cheque', label: 'Chèque' },
] as const satisfies readonly Option[];

export type AppointmentStatus = (typeof appointmentStatuses)[number]['value'];

export type QuoteStatus = (typeof quoteStatuses)[number]['value'];
export type OfferStatus = (typeof offerStatuses)[number]['value'];
export type QuoteStage = (typeof quoteStages)[number]['value'];
export type InvoiceStatus = (typeof invoiceStatuses)[number]['value'];
export type PaymentMethod = (typeof paymentMethods)[number]['value'];
export type OrderStatus = (typeof orderStatuses)[number]['value'];

/** The French label of a stored value, or the value itself when unknown (never a blank). */
export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
