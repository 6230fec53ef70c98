import type { FastifyReply } from 'fastify';
import type { CallerSignal } from '../db/types';

/**
 * The HTTP client's connection as the database layer's CallerSignal: aborted when
 * the client went away before its answer was sent, so its statement is cancelled
 * instead of running on (and holding a connection) for nobody. Cheap per request:
 * no AbortController and no EventTarget (with their listeners, 7 % of a REST read's
 * time on the server thread), one `close` listener on the response, added the first
 * time a statement listens.
 */
export class ClientConnection implements CallerSignal {
  private readonly listeners: (() => void)[] = [];
  private hooked = false;

  constructor(private readonly reply: FastifyReply) {}

  get aborted(): boolean {
    const response = this.reply.raw;
    return !response.writableFinished && (response.destroyed || this.reply.request.raw.socket.destroyed);
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    this.listeners.push(listener);
    if (this.hooked) return;
    this.hooked = true;
    this.reply.raw.once('close', this.onClose);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const at = this.listeners.indexOf(listener);
    if (at >= 0) this.listeners.splice(at, 1);
  }

  /** `close` also follows a finished answer: that is no client leaving. */
  private readonly onClose = (): void => {
    if (this.reply.raw.writableFinished) return;
    for (const listener of this.listeners.splice(0)) listener();
  };
}
