/** Messages between the PGlite adapter (main thread) and its worker thread (server/db/pgliteWorker.ts). */

export type WorkerCommand =
  | { kind: 'query'; sql: string; params: unknown[] }
  | { kind: 'exec'; sql: string }
  | { kind: 'listen'; channel: string }
  | { kind: 'unlisten'; channel: string }
  | { kind: 'close' };

export type WorkerRequest = WorkerCommand & { id: number };

/** A database error flattened to plain fields: structured clone keeps only an Error's message. */
export interface ErrorFields {
  message: string;
  [field: string]: string | undefined;
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'open-failed'; error: ErrorFields }
  | { id: number; kind: 'done'; rows: unknown[]; affectedRows: number }
  | { id: number; kind: 'failed'; error: ErrorFields }
  /** A NOTIFY on a channel the adapter listens to, sent by the worker as it comes. */
  | { kind: 'notify'; channel: string; payload: string };

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

export function errorFromFields(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'message' && value !== undefined) Object.assign(error, { [key]: value });
  }
  return error;
}
