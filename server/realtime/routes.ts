import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { TokenError } from '../auth/requestClaims';
import type { ServerContext } from '../context';
import { ChangeFeed } from './changeFeed';
import { ChannelSession, tokenRefusal } from './channelSession';
import { limits } from './limits';
import { encodingOf } from './messages';

interface SocketQuery {
  apikey?: string;
  vsn?: string;
}

/**
 * Supabase Realtime's websocket, the part supabase-js's `channel().on('postgres_changes', …)` uses
 * (decision 043): `/realtime/v1/websocket?apikey=…&vsn=…`, Phoenix channels, heartbeats, tokens
 * verified as REST verifies them, and row changes announced by the database's triggers.
 */
export async function registerRealtimeApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const feed = new ChangeFeed(ctx.db, app.log);
  await feed.start();
  // Never 0: realtime-js ignores a binding whose id is falsy.
  let lastBindingId = 0;
  const deps = { db: ctx.db, verifier: ctx.verifier, nextBindingId: () => (lastBindingId = (lastBindingId % 2_000_000_000) + 1) };

  await app.register(websocket, {
    options: { maxPayload: limits.frameBytes },
    // Open sockets would keep the server from closing: each is told, then cut off after a short grace.
    preClose: (done) => void closeSockets(app.websocketServer.clients).then(() => app.websocketServer.close(() => done())),
  });
  app.addHook('onClose', async () => feed.stop());
  ctx.realtime = { cutAll: () => app.websocketServer.clients.forEach((socket) => socket.terminate()) };

  const socketsByAddress = new Map<string, number>();

  app.get<{ Querystring: SocketQuery }>('/websocket', {
    websocket: true,
    // Refused before the upgrade, with an HTTP answer, as Realtime refuses a connection with a bad key.
    preValidation: async (request, reply) => {
      const problem = await refusal(request, feed.sessions.size, socketsByAddress.get(request.ip) ?? 0, ctx);
      if (problem) return reply.code(problem.status).send({ message: problem.message });
    },
  }, (socket: WebSocket, request: FastifyRequest<{ Querystring: SocketQuery }>) => {
    const encoding = encodingOf(request.query.vsn) ?? 'object';
    const session = new ChannelSession(socket, encoding, socketKey(request), deps);
    const address = request.ip;
    socketsByAddress.set(address, (socketsByAddress.get(address) ?? 0) + 1);
    feed.sessions.add(session);
    socket.on('close', () => {
      feed.sessions.delete(session);
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
  });
}

/** The key the socket was opened with: `?apikey=` (made a header by apiKeyInQuery.ts) or the header itself. */
function socketKey(request: FastifyRequest): string {
  const key = request.headers.apikey;
  return typeof key === 'string' ? key : '';
}

async function refusal(request: FastifyRequest<{ Querystring: SocketQuery }>, open: number, openFromAddress: number, ctx: ServerContext): Promise<{ status: number; message: string } | undefined> {
  if (encodingOf(request.query.vsn) === undefined) return { status: 400, message: `Unsupported serializer version ${request.query.vsn}` };
  if (open >= limits.socketsPerProcess) return { status: 503, message: 'Too many realtime connections' };
  if (openFromAddress >= limits.socketsPerAddress) return { status: 429, message: 'Too many realtime connections from this address' };
  try {
    await ctx.verifier.verify(socketKey(request) || undefined);
  } catch (error) {
    if (error instanceof TokenError) return { status: 401, message: tokenRefusal(error) };
    throw error;
  }
  return undefined;
}

async function closeSockets(clients: Set<WebSocket>): Promise<void> {
  const closing = [...clients].map((client) => new Promise<void>((resolve) => {
    if (client.readyState === client.CLOSED) return resolve();
    client.once('close', () => resolve());
    client.close(1001, 'server shutting down');
  }));
  const grace = new Promise<void>((resolve) => setTimeout(resolve, limits.closeGraceMs).unref());
  await Promise.race([Promise.all(closing), grace]);
  for (const client of clients) client.terminate();
}
