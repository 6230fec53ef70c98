import { readFieldRefusal, type FieldRefusal } from '../../shared/errors/fieldError';
import { readRetryHint } from '../../shared/errors/retryHint';
import { getSupabase, type Supabase } from '../../shared/supabase/client';
import type { TablesInsert } from '../../shared/supabase/database.types';
import { sqlStates } from '../../shared/errors/sqlStates';

/** Too many submissions from this address: the form says how long to wait. */
interface RateLimited {
  retryAfterSeconds: number;
}

/** The database refused one field's value: the form shows the message under that field. */
interface FieldRefused {
  refusal: FieldRefusal;
}

/** `offline`: the request did not reach the server (or no answer came back): it may be sent again as is. */
export type InsertOutcome = 'stored' | 'conflict' | 'failed' | 'offline' | RateLimited | FieldRefused;

export type RequestTable = 'appointments' | 'quotes' | 'contact_messages';

/** Unique and exclusion violations: the row clashes with one already stored (a slot just taken). */
const conflictCodes = new Set<string>([sqlStates.uniqueViolation, sqlStates.exclusionViolation]);

/** No answer (status 0), or a gateway that could not reach the server: the network, not the request. */
const networkStatuses = new Set([0, 502, 503, 504]);

/**
 * The row was typed when its form built it (RequestToSend); one kept on the device comes back from IndexedDB
 * untyped. One branch per table: supabase-js types an insert by its table, and a union of tables by none.
 */
function insertInto(supabase: Supabase, table: RequestTable, row: Record<string, unknown>) {
  switch (table) {
    case 'appointments':
      return supabase.from(table).insert(row as TablesInsert<'appointments'>);
    case 'quotes':
      return supabase.from(table).insert(row as TablesInsert<'quotes'>);
    case 'contact_messages':
      return supabase.from(table).insert(row as TablesInsert<'contact_messages'>);
  }
}

/**
 * Stores a visitor's request, exactly once: the row carries the id the browser chose and a
 * duplicate of it is ignored (`Prefer: resolution=ignore-duplicates`), so sending it again after
 * a lost answer stores nothing more and mails no one again. No `.select()`: a visitor may create
 * a request but not read it back. A signed-in customer's row is linked to them by the database
 * (`profile_id default auth.uid()`).
 */
export async function insertRequest(table: RequestTable, row: Record<string, unknown> & { id: string }): Promise<InsertOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    const supabase = await getSupabase();
    const { error, status } = await insertInto(supabase, table, row);
    if (!error) return 'stored';
    if (networkStatuses.has(status)) return 'offline';
    const retryAfterSeconds = status === 429 ? readRetryHint(error.hint) : undefined;
    if (retryAfterSeconds !== undefined) return { retryAfterSeconds };
    // A clash first: it may name its field too, but the form must also refresh what was taken.
    if (status === 409 || conflictCodes.has(error.code)) return 'conflict';
    const refusal = readFieldRefusal(error);
    return refusal ? { refusal } : 'failed';
  } catch {
    // supabase-js's chunk could not be fetched, or fetch itself threw: nothing reached the server.
    return 'offline';
  }
}

/** Empty optional fields are stored as null, not as empty strings. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
