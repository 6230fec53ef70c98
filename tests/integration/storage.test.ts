import type { StorageClient } from '@supabase/storage-js';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { storageClientFor } from './storageUsers';

/** A real PNG, wider than the public site needs, so the server has to shrink it. */
async function widePng(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
}

describe('storage API (supabase-js storage.from(bucket))', () => {
  let t: TestServer;
  let admin: StorageClient;
  let customer: StorageClient;
  let visitor: StorageClient;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await storageClientFor(t, 'admin');
    customer = await storageClientFor(t, 'customer');
    visitor = await storageClientFor(t, 'visitor');
    png = await widePng();
  });
  afterAll(() => t?.close());

  it('lets an administrator upload an image whose public URL serves a resized WebP with cache headers', async () => {
    const blob = new Blob([new Uint8Array(png)], { type: 'image/png' });
    const uploaded = await admin.from('product-images').upload('catalogue/laptop.webp', blob, { cacheControl: '31536000' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.fullPath).toBe('product-images/catalogue/laptop.webp');

    const { publicUrl } = admin.from('product-images').getPublicUrl('catalogue/laptop.webp').data;
    const served = await fetch(publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000');
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(image.format).toBe('webp');
    expect(image.width).toBe(1600);

    const again = await fetch(publicUrl, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('accepts a raw body (ArrayBuffer) and refuses the same path twice unless upsert is asked', async () => {
    const first = await admin.from('blog-images').upload('cover.webp', png, { contentType: 'image/png' });
    expect(first.error).toBeNull();
    const second = await admin.from('blog-images').upload('cover.webp', png, { contentType: 'image/png' });
    expect(second.error).toMatchObject({ statusCode: '409' });
    const replaced = await admin.from('blog-images').upload('cover.webp', png, { contentType: 'image/png', upsert: true });
    expect(replaced.error).toBeNull();
  });

  it('refuses uploads from a customer and from a visitor, and stores nothing', async () => {
    const byCustomer = await customer.from('product-images').upload('intrus.webp', png, { contentType: 'image/png' });
    expect(byCustomer.error).toMatchObject({ status: 403, statusCode: '403' });
    const byVisitor = await visitor.from('product-images').upload('intrus.webp', png, { contentType: 'image/png' });
    expect(byVisitor.error).toMatchObject({ status: 403 });
    const served = await fetch(visitor.from('product-images').getPublicUrl('intrus.webp').data.publicUrl);
    expect(served.status).toBe(404);
    expect(await served.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('asks the policies before decoding: a visitor’s or a customer’s huge image is refused with 403, not read', async () => {
    // A PNG whose header claims 9000 × 5000 pixels and whose pixels are missing: decoding it
    // fails with a 400, so a 403 proves that nothing tried to decode it first.
    const header = Buffer.from(png.subarray(0, 33));
    header.writeUInt32BE(9000, 16);
    header.writeUInt32BE(5000, 20);
    header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
    const huge = Buffer.concat([header, Buffer.alloc(1024, 7)]);
    const byVisitor = await visitor.from('product-images').upload('huge.png', huge, { contentType: 'image/png' });
    expect(byVisitor.error).toMatchObject({ status: 403, statusCode: '403' });
    const byCustomer = await customer.from('product-images').upload('huge.png', huge, { contentType: 'image/png', upsert: true });
    expect(byCustomer.error).toMatchObject({ status: 403, statusCode: '403' });
    // An administrator may write there, so the same bytes are read, and refused as unreadable.
    const byAdmin = await admin.from('product-images').upload('huge.png', huge, { contentType: 'image/png' });
    expect(byAdmin.error).toMatchObject({ status: 400, statusCode: '400' });
    expect((await fetch(visitor.from('product-images').getPublicUrl('huge.png').data.publicUrl)).status).toBe(404);
  });

  it('refuses a file that is not an image, whatever its declared type', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const result = await admin.from('product-images').upload('fake.png', script, { contentType: 'image/png' });
    expect(result.error).toMatchObject({ status: 400, statusCode: '400' });
    expect(result.error?.message).toMatch(/mime type/i);
  });

  it('refuses a file over 5 MiB with 413, in multipart form and as a raw body', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
    png.copy(big);
    const raw = await admin.from('product-images').upload('big.png', big, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ status: 413, statusCode: '413' });
    const form = await admin.from('product-images').upload('big.png', new Blob([new Uint8Array(big)], { type: 'image/png' }));
    expect(form.error).toMatchObject({ status: 413, statusCode: '413' });
  });

  it('answers 404 for an unknown bucket and 400 for a path that tries to leave it', async () => {
    const unknown = await admin.from('nope').upload('a.webp', png, { contentType: 'image/png' });
    expect(unknown.error).toMatchObject({ status: 404 });
    const escape = await fetch(`${t.url}/storage/v1/object/product-images/..%2F..%2Fsecrets`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', apikey: t.anonKey },
      body: new Uint8Array(png),
    });
    expect(escape.status).toBe(400);
    expect(await escape.json()).toMatchObject({ statusCode: '400' });
  });

  it('lets an administrator remove an image, after which it is no longer served; a customer removes nothing', async () => {
    await admin.from('product-images').upload('to-remove.webp', png, { contentType: 'image/png' });
    const { publicUrl } = admin.from('product-images').getPublicUrl('to-remove.webp').data;

    const byCustomer = await customer.from('product-images').remove(['to-remove.webp']);
    expect(byCustomer.data).toEqual([]);
    expect((await fetch(publicUrl)).status).toBe(200);

    const removed = await admin.from('product-images').remove(['to-remove.webp']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual(['to-remove.webp']);
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it('answers a malformed remove request with 400', async () => {
    const response = await fetch(`${t.url}/storage/v1/object/product-images`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', apikey: t.anonKey },
      body: JSON.stringify({ prefixes: 'everything' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
  });
});
