import type { Supabase } from '../../shared/supabase/client';
import type { InterventionPlace, SupportUrgency } from '../../shared/config/supportOptions';
import { toFrenchError } from './frenchErrors';

/** An intervention staff book for a request (public.book_support_intervention, decision 075). */
export interface InterventionBooking {
  requestId: string;
  /** `YYYY-MM-DD` and `HH:MM`: a free slot of the appointment rules. */
  day: string;
  start: string;
  place: InterventionPlace;
  /** Where the technician goes, for an on-site intervention. */
  address?: string;
  notes?: string;
}

/** The support desk's database functions staff call from the back-office (decisions 073 and 075). */
export interface SupportMethods {
  /** Opens a request for the account with the message's address; refused in French when none has it. */
  supportRequestFromMessage: (messageId: string, urgency: SupportUrgency) => Promise<{ id: string; number: string }>;
  /** Books the customer's confirmed appointment and ties it to the request, in one call. */
  bookSupportIntervention: (booking: InterventionBooking) => Promise<{ id: string }>;
  /** Starts the request's draft quote and ties it, in one call; a request that has one gets it back. */
  startQuoteForSupportRequest: (requestId: string) => Promise<{ id: string }>;
}

export function supportMethods(client: Supabase): SupportMethods {
  return {
    supportRequestFromMessage: async (messageId, urgency) => {
      const { data, error, status } = await client.rpc('support_request_from_message', { message: messageId, urgency });
      if (error) throw toFrenchError({ status, body: error });
      return data as { id: string; number: string };
    },
    bookSupportIntervention: async ({ requestId, day, start, place, address, notes }) => {
      const { data, error, status } = await client.rpc('book_support_intervention', { request: requestId, day, start, place, address, notes });
      if (error) throw toFrenchError({ status, body: error });
      return { id: data.id };
    },
    startQuoteForSupportRequest: async (requestId) => {
      const { data, error, status } = await client.rpc('start_quote_for_support_request', { request: requestId });
      if (error) throw toFrenchError({ status, body: error });
      return { id: String((data as { id: string }).id) };
    },
  };
}
