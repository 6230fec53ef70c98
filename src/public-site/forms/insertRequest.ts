import { readRetryHint } from '../../shared/errors/retryHint';
import { getSupabase } from '../../shared/supabase/client';

/** Too many submissions from this address: the form says how long to wait. */
export interface RateLimited {
  retryAfterSeconds: number;
}

export type InsertOutcome = 'stored' | 'conflict' | 'failed' | RateLimited;

/** Unique and exclusion violations: the row clashes with one already stored (a slot just taken). */
const conflictCodes = new Set(['23505', '23P01']);

/**
 * Stores a visitor's request. No `.select()`: a visitor may create a request
 * but not read it back. A signed-in customer's row is linked to them by the
 * database (`profile_id default auth.uid()`).
 */
export async function insertRequest(table: 'appointments' | 'quotes' | 'contact_messages', row: Record<string, unknown>): Promise<InsertOutcome> {
  try {
    const supabase = await getSupabase();
    const { error, status } = await supabase.from(table).insert(row);
    if (!error) return 'stored';
    const retryAfterSeconds = status === 429 ? readRetryHint(error.hint) : undefined;
    if (retryAfterSeconds !== undefined) return { retryAfterSeconds };
    return status === 409 || conflictCodes.has(error.code) ? 'conflict' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Empty optional fields are stored as null, not as empty strings. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
