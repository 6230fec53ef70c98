/**
 * The Phoenix channel messages realtime-js exchanges with Supabase Realtime. Two encodings of the same
 * five fields, chosen by the `vsn` query parameter of the websocket: 1.0.0 sends a JSON object,
 * 2.0.0 a JSON array `[join_ref, ref, topic, event, payload]` (its binary frames carry broadcasts only,
 * which this server does not relay).
 */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Encoding = 'object' | 'array';

/** The encoding a client asked for; Phoenix's default (no vsn) is 1.0.0. */
export function encodingOf(vsn: string | undefined): Encoding | undefined {
  if (vsn === undefined || vsn === '1.0.0') return 'object';
  if (vsn === '2.0.0') return 'array';
  return undefined;
}

const refOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text frame read as a message, or undefined when it is not one (ignored, as Phoenix drops it). */
export function decodeMessage(text: string, encoding: Encoding): PhoenixMessage | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const fields = encoding === 'array'
    ? Array.isArray(parsed) && parsed.length === 5 ? { join_ref: parsed[0], ref: parsed[1], topic: parsed[2], event: parsed[3], payload: parsed[4] } : undefined
    : isRecord(parsed) ? parsed : undefined;
  if (!fields || typeof fields.topic !== 'string' || typeof fields.event !== 'string') return undefined;
  return { joinRef: refOrNull(fields.join_ref), ref: refOrNull(fields.ref), topic: fields.topic, event: fields.event, payload: isRecord(fields.payload) ? fields.payload : {} };
}

export function encodeMessage(message: PhoenixMessage, encoding: Encoding): string {
  const { joinRef, ref, topic, event, payload } = message;
  return JSON.stringify(encoding === 'array' ? [joinRef, ref, topic, event, payload] : { join_ref: joinRef, ref, topic, event, payload });
}

/** The answer to a message that carried a ref (join, leave, heartbeat, access_token). */
export function reply(to: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown> = {}): PhoenixMessage {
  return { joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } };
}

/**
 * Realtime's `system` message about a channel (a refused or expired token), then the channel's close:
 * realtime-js reports the first to the subscriber and stops the channel on the second.
 */
export function systemError(topic: string, joinRef: string | null, message: string): PhoenixMessage[] {
  return [
    { joinRef, ref: null, topic, event: 'system', payload: { extension: 'system', status: 'error', message, channel: topic.replace(/^realtime:/, '') } },
    { joinRef, ref: null, topic, event: 'phx_close', payload: {} },
  ];
}
