import type { QuoteView, QuoteViewResult } from '../../shared/quotes/quoteView';
import { getSupabase } from '../../shared/supabase/client';
import { jsonAnswer } from '../../shared/supabase/jsonAnswer';

/*
 * The customer answers their own sent quote (rpc accept_my_quote / decline_my_quote: the database
 * checks it is theirs, sent and still valid, records the answer and alerts the company). A refusal
 * is thrown with its French message (a name missing, an expired quote).
 */

export async function acceptOwnQuote(quoteId: string, signerName: string): Promise<QuoteViewResult> {
  const { data, error } = await (await getSupabase()).rpc('accept_my_quote', { quote_id: quoteId, signer_name: signerName });
  if (error) throw error;
  return { kind: 'found', quote: jsonAnswer<QuoteView>(data) };
}

export async function declineOwnQuote(quoteId: string, reason: string): Promise<QuoteViewResult> {
  const { data, error } = await (await getSupabase()).rpc('decline_my_quote', { quote_id: quoteId, reason });
  if (error) throw error;
  return { kind: 'found', quote: jsonAnswer<QuoteView>(data) };
}
