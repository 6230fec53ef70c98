import type { QuoteView, QuoteViewResult } from '../../shared/quotes/quoteView';
import { getSupabase } from '../../shared/supabase/client';
import { sqlStates } from '../../shared/errors/sqlStates';

export type {   QuoteViewResult } from '../../shared/quotes/quoteView';


interface RpcError {
  code?: string;
  message: string;
}

/** A refused link is an answer; a refusal with a French message (a name missing) is thrown as is. */
function toResult(data: unknown, error: RpcError | null): QuoteViewResult {
  if (error?.code === sqlStates.invalidAuthorizationSpecification) return { kind: 'invalid' };
  if (error) throw error;
  return { kind: 'found', quote: data as QuoteView };
}

export async function lookUpQuote(token: string): Promise<QuoteViewResult> {
  const { data, error } = await (await getSupabase()).rpc('quote_by_token', { token });
  return toResult(data, error);
}

export async function acceptQuote(token: string, signerName: string): Promise<QuoteViewResult> {
  const { data, error } = await (await getSupabase()).rpc('accept_quote_by_token', { token, signer_name: signerName });
  return toResult(data, error);
}

export async function declineQuote(token: string, reason: string): Promise<QuoteViewResult> {
  const { data, error } = await (await getSupabase()).rpc('decline_quote_by_token', { token, reason });
  return toResult(data, error);
}
