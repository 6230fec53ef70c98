import type { CustomerStatement } from '../../shared/statement/customerStatement';
import { getSupabase } from '../../shared/supabase/client';

/** The customer's own statement over a period (public.customer_statement: RLS and its own check say whose). */
export async function fetchOwnStatement(profileId: string, periodStart: string, periodEnd: string): Promise<CustomerStatement> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('customer_statement', { customer_id: profileId, period_start: periodStart, period_end: periodEnd });
  if (error) throw error;
  return data as unknown as CustomerStatement;
}
