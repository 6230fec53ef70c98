import { RestError } from './errors';
import { restErrors } from './restErrors';

const invalidJson = (details: string) => new RestError(restErrors.invalidBody, 'Empty or invalid json', details);

/** The request body as JSON; PostgREST's PGRST102 when it is not. */
function readJsonBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.trim() === '') throw invalidJson('The request body is empty');
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidJson('The request body is not valid JSON');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rows to insert: one object or an array of objects. */
export function readRows(raw: unknown): Array<Record<string, unknown>> {
  const body = readJsonBody(raw);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) throw invalidJson('Expected a JSON object or an array of objects');
  return rows;
}

/** The changes of a PATCH: one object. */
export function readObject(raw: unknown): Record<string, unknown> {
  const body = readJsonBody(raw);
  if (!isRecord(body)) throw invalidJson('Expected a JSON object');
  return body;
}

/** Function arguments: a JSON object, or nothing at all. */
export function readArgs(raw: unknown): unknown {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return {};
  return readJsonBody(raw);
}
