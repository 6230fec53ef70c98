import { businessRefusalMessage } from './businessRefusal';
import { readFieldRefusal } from './fieldError';

/** What a refused action shows: a message, and the field it concerns when the database named one. */
export interface Refusal {
  message: string;
  field?: string;
}

/**
 * A refusal our SQL raised on purpose, as written (businessRefusal.ts), else the caller's fallback
 * for what is not ours to show (an English constraint text, a network failure); with the field of its
 * `field:<name>` hint, so a form can say it under that field.
 */
export function databaseRefusal(error: unknown, fallback: string): Refusal {
  const message = businessRefusalMessage(error);
  if (message === undefined) return { message: fallback };
  const field = readFieldRefusal({ message, hint: (error as { hint?: string | null }).hint })?.field;
  return field ? { message, field } : { message };
}
