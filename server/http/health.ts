import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** GET /health: 200 when the database answers, 503 otherwise. */
export async function registerHealth(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await ctx.db.query('select 1');
      return { status: 'ok', database: 'reachable' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
