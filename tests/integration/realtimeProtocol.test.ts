import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../fixtures/requests';
import { signUpUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { upgradeStatus } from '../helpers/upgradeStatus';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A bare websocket speaking vsn 2.0.0 as realtime-js does, to check the protocol's edges one message at a time. */
async function openSocket(t: TestServer, query = `apikey=${t.anonKey}&vsn=2.0.0`) {
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
  const frames: unknown[] = [];
  const waiting = new Set<() => void>();
  socket.addEventListener('message', (event) => {
    frames.push(JSON.parse(String(event.data)));
    for (const wake of [...waiting]) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('connexion refusée')));
  });
  let ref = 0;
  return {
    frames,
    send(frame: unknown[]) {
      socket.send(JSON.stringify(frame));
    },
    push(topic: string, event: string, payload: Record<string, unknown>, joinRef: string | null = null): string {
      ref += 1;
      // A join carries its own ref as join_ref, as realtime-js sends it.
      socket.send(JSON.stringify([event === 'phx_join' ? String(ref) : joinRef, String(ref), topic, event, payload]));
      return String(ref);
    },
    next<F>(test: (frame: F) => boolean, ms = 5000): Promise<F> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find((frame) => test(frame as F)) as F | undefined;
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`attendu en vain ; reçu : ${JSON.stringify(frames)}`));
        }, ms);
        waiting.add(check);
        check();
      });
    },
    closed: new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code))),
    close: () => socket.close(),
  };
}

const replyTo = (ref: string) => (frame: Frame) => frame[1] === ref && frame[3] === 'phx_reply';
const quotesConfig = { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'quotes' }] } };

describe('realtime protocol: heartbeats, refusals and bounds', () => {
  let t: TestServer;
  const sockets: { close(): void }[] = [];
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  it('answers a heartbeat in the encoding the socket asked for (2.0.0 arrays, 1.0.0 objects)', async () => {
    const arrays = await openSocket(t);
    sockets.push(arrays);
    const ref = arrays.push('phoenix', 'heartbeat', {});
    await expect(arrays.next(replyTo(ref))).resolves.toEqual([null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

    const objects = await openSocket(t, `apikey=${t.anonKey}&vsn=1.0.0`);
    sockets.push(objects);
    objects.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7' } as unknown as unknown[]);
    await expect(objects.next((frame: { ref?: string }) => frame.ref === '7')).resolves.toEqual({ join_ref: null, ref: '7', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  it('refuses a connection whose key is forged, and a message to a channel never joined', async () => {
    const forged = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    await expect(openSocket(t, `apikey=${forged}&vsn=2.0.0`)).rejects.toThrow('connexion refusée');
    const socket = await openSocket(t);
    sockets.push(socket);
    const ref = socket.push('realtime:nowhere', 'access_token', { access_token: t.anonKey });
    await expect(socket.next(replyTo(ref))).resolves.toMatchObject([null, ref, 'realtime:nowhere', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
  });

  it('closes a socket that sends a frame past 64 KiB (1009, message too big)', async () => {
    const socket = await openSocket(t);
    sockets.push(socket);
    socket.push('realtime:big', 'phx_join', { config: { postgres_changes: [] }, padding: 'x'.repeat(70 * 1024) });
    await expect(socket.closed).resolves.toBe(1009);
  });

  it('refuses a socket beyond twenty from one address (429), and takes one again once a socket closes', async () => {
    const own = await startTestServer();
    const opened: Awaited<ReturnType<typeof openSocket>>[] = [];
    try {
      for (let index = 0; index < 20; index += 1) opened.push(await openSocket(own));
      expect(await upgradeStatus(`${own.url}/realtime/v1/websocket?apikey=${own.anonKey}&vsn=2.0.0`)).toBe(429);
      await expect(openSocket(own)).rejects.toThrow('connexion refusée');
      opened.pop()!.close();
      await expect.poll(async () => openSocket(own).then((socket) => (opened.push(socket), true), () => false)).toBe(true);
    } finally {
      for (const socket of opened) socket.close();
      await own.close();
    }
  });

  it('refuses a channel beyond twenty on one socket', async () => {
    const socket = await openSocket(t);
    sockets.push(socket);
    const refs = Array.from({ length: 21 }, (_, index) => socket.push(`realtime:c${index}`, 'phx_join', quotesConfig));
    const replies = await Promise.all(refs.map((ref) => socket.next<Frame>(replyTo(ref))));
    expect(replies.filter((frame) => (frame[4] as { status: string }).status === 'ok')).toHaveLength(20);
    expect(replies[20][4]).toMatchObject({ status: 'error', response: { reason: 'At most 20 channels per connection' } });
  });

  it('ends a customer’s channel once they sign out: the next own request is not sent, the channel is closed', async () => {
    const customer = await signUpUser(t, 'Awa Ouédraogo');
    const { data } = await customer.client.auth.getSession();
    const socket = await openSocket(t);
    sockets.push(socket);
    const joinRef = socket.push('realtime:mine', 'phx_join', { ...quotesConfig, access_token: data.session?.access_token });
    await expect(socket.next<Frame>(replyTo(joinRef))).resolves.toMatchObject([joinRef, joinRef, 'realtime:mine', 'phx_reply', { status: 'ok' }]);

    await customer.client.from('quotes').insert(quoteRequest({ name: 'Avant la déconnexion', email: customer.email }));
    await socket.next((frame: Frame) => frame[3] === 'postgres_changes');
    expect((await customer.client.auth.signOut()).error).toBeNull();
    await t.serviceClient().from('quotes').insert(quoteRequest({ name: 'Après la déconnexion', profile_id: customer.id, email: customer.email }));

    await expect(socket.next((frame: Frame) => frame[3] === 'phx_close')).resolves.toEqual([joinRef, null, 'realtime:mine', 'phx_close', {}]);
    expect(socket.frames.filter((frame) => (frame as Frame)[3] === 'system')).toMatchObject([[joinRef, null, 'realtime:mine', 'system', { status: 'error', message: expect.stringMatching(/^Invalid JWT Token/) }]]);
    expect(JSON.stringify(socket.frames)).not.toContain('Après la déconnexion');
  });

  it('ends a channel whose new access token is forged', async () => {
    const socket = await openSocket(t);
    sockets.push(socket);
    const joinRef = socket.push('realtime:swap', 'phx_join', quotesConfig);
    await socket.next<Frame>(replyTo(joinRef));
    const forged = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('y'.repeat(40)));
    socket.push('realtime:swap', 'access_token', { access_token: forged }, joinRef);
    await expect(socket.next((frame: Frame) => frame[3] === 'phx_close' && frame[2] === 'realtime:swap')).resolves.toBeDefined();
  });
});
