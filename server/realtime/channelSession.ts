import type { WebSocket } from 'ws';
import { TokenError, type Claims, type TokenVerifier } from '../auth/requestClaims';
import type { Database } from '../db/types';
import { BindingError, checkBindingsExist, parseBindings, type ChangeBinding } from './bindings';
import { limits } from './limits';
import { decodeMessage, encodeMessage, reply, systemError, type Encoding, type PhoenixMessage } from './messages';

/** A channel this socket joined, with the token its rows are read under. */
export interface JoinedChannel {
  topic: string;
  joinRef: string | null;
  token: string;
  bindings: ChangeBinding[];
}

export interface SessionDeps {
  db: Database;
  verifier: TokenVerifier;
  /** Binding ids unique in the process, as realtime-js matches a change to its callbacks by id. */
  nextBindingId: () => number;
}

/** Realtime's words for a refused token, which realtime-js hands to the subscriber. */
export function tokenRefusal(error: TokenError): string {
  return error.problem === 'expired' ? 'Token has expired' : `Invalid JWT Token: ${error.message}`;
}

/**
 * One websocket: its joined channels, its heartbeat and silence timer, and the Phoenix messages
 * of realtime-js answered in order (a leave sent right after a join waits for the join to finish).
 */
export class ChannelSession {
  readonly channels = new Map<string, JoinedChannel>();
  private handling: Promise<void> = Promise.resolve();
  private silence: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly encoding: Encoding,
    private readonly apikey: string,
    private readonly deps: SessionDeps,
  ) {
    this.silence = this.startSilenceTimer();
    socket.on('message', (data, isBinary) => {
      this.silence.refresh();
      // Binary frames carry broadcasts (vsn 2.0.0), which are not relayed.
      if (isBinary) return;
      const message = decodeMessage(data.toString(), encoding);
      if (!message) return;
      this.handling = this.handling.then(() => this.handle(message)).catch(() => socket.terminate());
    });
    socket.on('close', () => {
      clearTimeout(this.silence);
      this.channels.clear();
    });
  }

  send(message: PhoenixMessage): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(encodeMessage(message, this.encoding));
  }

  /** The claims a channel's rows are read with, checked again at each change (expiry, logout); refused: the channel ends. */
  async claimsFor(channel: JoinedChannel): Promise<Claims | undefined> {
    try {
      return await this.deps.verifier.verify(channel.token);
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      this.endChannel(channel, tokenRefusal(error));
      return undefined;
    }
  }

  private startSilenceTimer(): NodeJS.Timeout {
    const timer = setTimeout(() => this.socket.close(1000, 'heartbeat timeout'), limits.silentSocketMs);
    timer.unref();
    return timer;
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.send(reply(message, 'ok'));
      return;
    }
    if (message.event === 'phx_join') return this.join(message);
    const channel = this.channels.get(message.topic);
    if (!channel) {
      this.send(reply(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (message.event === 'phx_leave') {
      this.channels.delete(message.topic);
      this.send(reply(message, 'ok'));
    } else if (message.event === 'access_token') {
      await this.changeToken(channel, message);
    } else if (message.ref !== null) {
      this.send(reply(message, 'error', { reason: `${message.event} is not supported by this server` }));
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const refuse = (reason: string) => this.send(reply(message, 'error', { reason }));
    if (!this.channels.has(message.topic) && this.channels.size >= limits.channelsPerSocket) return refuse(`At most ${limits.channelsPerSocket} channels per connection`);
    const config = message.payload.config as { private?: boolean } | undefined;
    if (config?.private === true) return refuse('Private channels are not supported by this server');
    const token = typeof message.payload.access_token === 'string' && message.payload.access_token ? message.payload.access_token : this.apikey;
    try {
      await this.deps.verifier.verify(token);
      const bindings = parseBindings(config, this.deps.nextBindingId);
      await checkBindingsExist(this.deps.db, bindings);
      this.channels.set(message.topic, { topic: message.topic, joinRef: message.joinRef ?? message.ref, token, bindings });
      this.send(reply(message, 'ok', { postgres_changes: bindings.map(({ id, echo }) => ({ id, ...echo })) }));
    } catch (error) {
      if (error instanceof TokenError) return refuse(tokenRefusal(error));
      if (error instanceof BindingError) return refuse(error.message);
      throw error;
    }
  }

  /** realtime-js sends the new token after every session refresh; a bad one ends the channel, as Realtime does. */
  private async changeToken(channel: JoinedChannel, message: PhoenixMessage): Promise<void> {
    const token = message.payload.access_token;
    if (typeof token !== 'string' || !token) return;
    try {
      await this.deps.verifier.verify(token);
      channel.token = token;
      if (message.ref !== null) this.send(reply(message, 'ok'));
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      this.endChannel(channel, tokenRefusal(error));
    }
  }

  private endChannel(channel: JoinedChannel, reason: string): void {
    if (this.channels.get(channel.topic) !== channel) return;
    this.channels.delete(channel.topic);
    for (const message of systemError(channel.topic, channel.joinRef, reason)) this.send(message);
  }
}
