import { request as httpRequest } from 'node:http';

/**
 * The HTTP status a websocket upgrade gets (101 when accepted), with the headers a client sends:
 * Node's WebSocket only says that it failed. A connection of its own each time: a kept-alive socket
 * that already carried a refusal cannot be upgraded.
 */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      agent: false,
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    request.on('error', reject);
    request.end();
  });
}
