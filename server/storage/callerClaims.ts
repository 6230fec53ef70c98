import type { FastifyRequest } from 'fastify';
import { requestToken, TokenError, type Claims } from '../auth/requestClaims';
import type { ServerContext } from '../context';
import { StorageHttpError } from './errors';

/** The caller's verified JWT claims; a bad or ended token is a 401 in Storage's shape. */
export async function callerClaims(ctx: ServerContext, request: FastifyRequest): Promise<Claims> {
  try {
    return await ctx.verifier.verify(requestToken(request.headers));
  } catch (error) {
    if (error instanceof TokenError) throw new StorageHttpError(401, 'Unauthorized', error.message);
    throw error;
  }
}
