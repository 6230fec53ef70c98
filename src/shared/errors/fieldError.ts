/**
 * A refusal of the database that concerns one field of a form: the SQL raises it with
 * `hint = 'field:<name>'` (supabase/migrations/20261201020100_field_errors.sql) and its French
 * message. The pattern is defined here once; the forms read the field from the hint, never from
 * the wording of the message.
 */
export interface FieldRefusal {
  /** The column (tables) or the key of place_order's `delivery` object. */
  field: string;
  message: string;
}

const fieldHint = /^field:([a-z_]+)$/;

/** The field and message of a PostgREST error body, or undefined when it names no field. */
export function readFieldRefusal(error: { hint?: string | null; message?: string } | null | undefined): FieldRefusal | undefined {
  const match = fieldHint.exec(error?.hint ?? '');
  if (!match || !error?.message) return undefined;
  return { field: match[1]!, message: error.message };
}
