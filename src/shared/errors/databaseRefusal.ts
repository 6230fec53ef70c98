import { readFieldRefusal } from './fieldError';

/** What a refused action shows: a message, and the field it concerns when the database named one. */
export interface Refusal {
  message: string;
  field?: string;
}

/**
 * The database's own French message (a slot taken, closed or past: our SQL raises them in French),
 * else the caller's fallback for what is not ours to show (an English constraint text, a network
 * failure); with the field of its `field:<name>` hint, so a form can say it under that field.
 */
export function databaseRefusal(error: unknown, fallback: string): Refusal {
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';
  if (!/[àâéèêç]/.test(message)) return { message: fallback };
  const field = readFieldRefusal(error as { hint?: string | null; message?: string })?.field;
  return field ? { message, field } : { message };
}
