import type { Tables } from '../supabase/database.types';
import { labelling } from './options';
import { optionLabels } from './optionLabels.generated';

/**
 * The words of the support desk (issue 52, decision 073): values as stored in public.support_requests (its CHECKs),
 * labels as the portal, the back-office and the mails show them (private.option_labels; decision 077).
 */
export type SupportUrgency = Tables<'support_requests'>['urgency'];
export type SupportStatus = Tables<'support_requests'>['status'];
export type SupportChannel = Tables<'support_requests'>['preferred_channel'];
export type InterventionPlace = NonNullable<Tables<'appointments'>['place']>;

export const supportUrgencies = labelling<SupportUrgency>()(optionLabels.support_urgency);

/** What each urgency means to the customer choosing it. */
export const supportUrgencyHints: Record<SupportUrgency, string> = {
  blocking: 'Je ne peux plus travailler (poste, réseau ou service à l’arrêt).',
  annoying: 'Je peux travailler, mais quelque chose ne marche pas bien.',
  question: 'Une question, un conseil, une demande sans urgence.',
};

export const supportStatuses = labelling<SupportStatus>()(optionLabels.support_status);

/** The same statuses as staff read them: « waiting_customer » is then the customer's turn, not theirs. */
export const supportStatusesForStaff = labelling<SupportStatus>()(optionLabels.support_status_for_staff);

export const supportChannels = labelling<SupportChannel>()(optionLabels.support_channel);

/** Where an intervention booked from a request happens (public.appointments.place, decision 075). */
export const interventionPlaces = labelling<InterventionPlace>()(optionLabels.intervention_place);

/** How long after its resolution a customer may reopen a request (private.support_reopen_window()). */
export const supportReopenDays = 7;
