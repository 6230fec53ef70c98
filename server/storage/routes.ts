import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** Supabase Storage-compatible endpoints under /storage/v1 (placeholder until the storage module lands). */
export async function registerStorageApi(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
