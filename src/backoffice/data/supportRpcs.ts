import type { Supabase } from '../../shared/supabase/client';
import type { SupportUrgency } from '../../shared/config/supportOptions';
import { toFrenchError } from './frenchErrors';

/** The support desk's database functions staff call from the back-office (decision 073). */
export interface SupportMethods {
  /** Opens a request for the account with the message's address; refused in French when none has it. */
  supportRequestFromMessage: (messageId: string, urgency: SupportUrgency) => Promise<{ id: string; number: string }>;
}

export function supportMethods(client: Supabase): SupportMethods {
  return {
    supportRequestFromMessage: async (messageId, urgency) => {
      const { data, error, status } = await client.rpc('support_request_from_message', { message: messageId, urgency });
      if (error) throw toFrenchError({ status, body: error });
      return data as { id: string; number: string };
    },
  };
}
