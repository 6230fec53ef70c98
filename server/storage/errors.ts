import type { FastifyReply } from 'fastify';

/**
 * An error in Supabase Storage's own shape, `{ statusCode, error, message }` with
 * statusCode as a string, so storage-js turns it into the StorageApiError it
 * would get from hosted Supabase.
 */
export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageHttpError';
  }
}

export function sendStorageError(reply: FastifyReply, failure: StorageHttpError): FastifyReply {
  return reply
    .code(failure.status)
    .type('application/json')
    .send({ statusCode: String(failure.status), error: failure.error, message: failure.message });
}

export const maxUploadBytes = 5 * 1024 * 1024;

export const tooLarge = () => new StorageHttpError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
export const notFound = (what = 'Object') => new StorageHttpError(404, 'not_found', `${what} not found`);
export const invalidRequest = (message: string) => new StorageHttpError(400, 'InvalidRequest', message);
export const unauthorized = (message: string) => new StorageHttpError(403, 'Unauthorized', message);
