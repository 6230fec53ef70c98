import http from 'node:http';
import type { Socket } from 'node:net';
import { apiArea, apiErrorBody } from './apiErrors';

interface ClientError extends Error {
  code?: string;
  /** The bytes Node had read (a Buffer; Fastify's types describe its JSON form). */
  rawPacket?: unknown;
}

/** The path of the request line Node had read before it gave up on the request, or '' when none. */
function requestPath(rawPacket: unknown): string {
  if (!Buffer.isBuffer(rawPacket)) return '';
  const firstLine = rawPacket.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0];
  return /^[A-Z]+ (\/\S*)/.exec(firstLine)?.[1] ?? '';
}

/**
 * The answer to a request Node's parser refused before Fastify saw it (headers or
 * address too long, malformed request line), in the shape of the API it was sent to:
 * supabase-js reads PostgREST's or GoTrue's error format, not Fastify's.
 */
function clientErrorAnswer(error: ClientError): { status: number; headers: Record<string, string>; body: string } {
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431 ? 'Request header fields or address too large' : status === 408 ? 'Request timed out before it was complete' : 'Malformed HTTP request';
  const answer = apiErrorBody(apiArea(requestPath(error.rawPacket)), status, message);
  return { status, headers: { 'Content-Type': 'application/json', ...answer.headers }, body: JSON.stringify(answer.body) };
}

/** Fastify's clientErrorHandler: writes the answer on the raw socket (there is no request object yet). */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, headers, body } = clientErrorAnswer(error);
    const head = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
