import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is not decompressed for us, to see what really crosses the network. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('how the built site is served', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
  });
  afterAll(() => t?.close());

  it('sends server-rendered pages compressed with brotli or gzip, with the API key in place', async () => {
    const plain = await rawGet(`${t.url}/services`, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain(`<meta name="supabase-anon-key" content="${t.anonKey}"`);

    const br = await rawGet(`${t.url}/services`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);

    const gzip = await rawGet(`${t.url}/services`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
  });

  it('sends scripts compressed at brotli’s highest level, as built, and the same bytes to a browser without brotli', async () => {
    const page = (await rawGet(`${t.url}/`, {})).body.toString('utf8');
    // The application's main chunk, which the boot script in the page imports (through a small entry).
    const entry = /<meta name="app-modules" content="[^"]*?(\/assets\/main-[^" ]+\.js)/.exec(page)?.[1];
    expect(entry).toMatch(/^\/assets\//);
    const plain = await rawGet(`${t.url}${entry}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(`${t.url}${entry}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // What a slow phone downloads: no larger than brotli at quality 11 makes it.
    const smallest = brotliCompressSync(plain.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    expect(br.body.length).toBeLessThanOrEqual(smallest.length);
    const gzip = await rawGet(`${t.url}${entry}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('answers a malformed address with 400, not a server error', async () => {
    const answer = await rawGet(`${t.url}/%E0%A4%A`, {});
    expect(answer.status).toBe(400);
  });
});
