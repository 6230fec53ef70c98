import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** GoTrue-compatible endpoints under /auth/v1 (placeholder until the auth module lands). */
export async function registerAuthApi(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
