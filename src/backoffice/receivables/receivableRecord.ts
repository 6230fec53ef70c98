import type { Tables } from '../../shared/supabase/database.types';

/** One row of public.receivables: a customer's balance and its ageing today (decision 070). */
export type ReceivableRecord = Tables<'receivables'> & { id: string };

/** The customer as staff recognise them: their name, else their company, else their address. */
export const customerNameOf = (row: Pick<ReceivableRecord, 'full_name' | 'company' | 'email'>) =>
  row.full_name || row.company || row.email || '—';
