import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';

/** An auth endpoint as the route table holds it: what Fastify calls once the request is parsed. */
export type AuthHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Types an endpoint's request by its own query string and path parameters (as `api.get<G>` did),
 * then hands it to the route table, which only needs to know it is a handler.
 */
export const authHandler = <G extends RouteGenericInterface = RouteGenericInterface>(
  handler: (request: FastifyRequest<G>, reply: FastifyReply) => Promise<unknown>,
): AuthHandler => handler as AuthHandler;
