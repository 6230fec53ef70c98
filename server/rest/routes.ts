import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** PostgREST-compatible endpoints under /rest/v1 (placeholder until the REST module lands). */
export async function registerRestApi(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
