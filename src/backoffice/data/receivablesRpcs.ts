import type { Supabase } from '../../shared/supabase/client';
import type { Tables } from '../../shared/supabase/database.types';
import { toFrenchError } from './frenchErrors';

export type ReceivablesTotals = Tables<'receivables_totals'>;

/** « Encours clients » (decision 070): the list's totals and « Envoyer le relevé », through the data provider. */
export interface ReceivableMethods {
  receivablesTotals: () => Promise<ReceivablesTotals | null>;
  /** Queues the customer's statement mail (current year up to today unless a period is given); answers the address. */
  sendCustomerStatement: (customerId: string, periodStart?: string, periodEnd?: string) => Promise<{ recipient: string }>;
}

export function receivableMethods(client: Supabase): ReceivableMethods {
  return {
    receivablesTotals: async () => {
      const { data, error, status } = await client.from('receivables_totals').select('*').maybeSingle();
      if (error) throw toFrenchError({ status, body: error });
      return data;
    },
    sendCustomerStatement: async (customerId, periodStart, periodEnd) => {
      const { data, error, status } = await client.rpc('send_customer_statement', { customer_id: customerId, period_start: periodStart, period_end: periodEnd });
      if (error) throw toFrenchError({ status, body: error });
      return data as { recipient: string };
    },
  };
}
