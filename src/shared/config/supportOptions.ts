import type { Option } from './options';

/**
 * The words of the support desk (issue 52, decision 073): values as stored in public.support_requests,
 * labels as the portal, the back-office and the mails show them.
 */
export const supportUrgencies = [
  { value: 'blocking', label: 'Bloquant' },
  { value: 'annoying', label: 'Gênant' },
  { value: 'question', label: 'Question' },
] as const satisfies readonly Option[];

/** What each urgency means to the customer choosing it. */
export const supportUrgencyHints: Record<SupportUrgency, string> = {
  blocking: 'Je ne peux plus travailler (poste, réseau ou service à l’arrêt).',
  annoying: 'Je peux travailler, mais quelque chose ne marche pas bien.',
  question: 'Une question, un conseil, une demande sans urgence.',
};

export const supportStatuses = [
  { value: 'new', label: 'Nouvelle' },
  { value: 'in_progress', label: 'En cours' },
  { value: 'waiting_customer', label: 'En attente de votre réponse' },
  { value: 'resolved', label: 'Résolue' },
  { value: 'closed', label: 'Close' },
] as const satisfies readonly Option[];

/** The same statuses as staff read them: « waiting_customer » is then the customer's turn, not theirs. */
export const supportStatusesForStaff = [
  { value: 'new', label: 'Nouvelle' },
  { value: 'in_progress', label: 'En cours' },
  { value: 'waiting_customer', label: 'En attente du client' },
  { value: 'resolved', label: 'Résolue' },
  { value: 'closed', label: 'Close' },
] as const satisfies readonly Option[];

export const supportChannels = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const satisfies readonly Option[];

/** Where an intervention booked from a request happens (public.appointments.place, decision 075). */
export const interventionPlaces = [
  { value: 'shop', label: 'À notre atelier' },
  { value: 'on_site', label: 'Sur site' },
] as const satisfies readonly Option[];

export type SupportUrgency = (typeof supportUrgencies)[number]['value'];
export type SupportStatus = (typeof supportStatuses)[number]['value'];
export type SupportChannel = (typeof supportChannels)[number]['value'];
export type InterventionPlace = (typeof interventionPlaces)[number]['value'];


/** How long after its resolution a customer may reopen a request (private.support_reopen_window()). */
export const supportReopenDays = 7;
