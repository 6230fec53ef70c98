import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { TokenVerifier } from '../auth/requestClaims';
import type { Database } from '../db/types';
import { ChannelSession } from './channelSession';
import { limits } from './limits';

/** The part of a ws socket a session uses: messages in, frames out, close. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  closedWith?: number;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
  }
  terminate() {
    this.closedWith = -1;
  }
}

const deps = { db: {} as Database, verifier: {} as TokenVerifier, nextBindingId: () => 1 };

describe('a realtime socket that falls silent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is closed once nothing came for the silence limit, and kept while heartbeats come', async () => {
    const socket = new FakeSocket();
    new ChannelSession(socket as unknown as WebSocket, 'array', 'key', deps);
    await vi.advanceTimersByTimeAsync(limits.silentSocketMs - 5_000);
    socket.emit('message', Buffer.from(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}])), false);
    await vi.advanceTimersByTimeAsync(limits.silentSocketMs - 5_000);
    expect(socket.closedWith).toBeUndefined();
    expect(socket.sent).toEqual([JSON.stringify([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])]);
    await vi.advanceTimersByTimeAsync(5_001);
    expect(socket.closedWith).toBe(1000);
  });
});
