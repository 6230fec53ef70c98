import type { StorageClient } from '@supabase/storage-js';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transformStats } from '../../server/storage/imageTransform';
import type { ObjectAddress } from '../../server/storage/objectPath';
import { objectStoreOf } from '../../server/storage/objectStore';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { storageClientFor } from './storageUsers';

/** A 4:3 photo-like image, as the back-office stores it (WebP, 1600 px wide at most). */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } }).png().toBuffer();
}

const acceptsWebp = { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };

async function imageOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('image transformation (storage-js getPublicUrl(path, { transform }))', () => {
  let t: TestServer;
  let admin: StorageClient;
  let visitor: StorageClient;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await storageClientFor(t, 'admin');
    visitor = await storageClientFor(t, 'visitor');
    const uploaded = await admin.from('product-images').upload('render/photo.webp', await photo(1600, 1200), { contentType: 'image/png', cacheControl: '31536000' });
    expect(uploaded.error).toBeNull();
  });
  afterAll(() => t?.close());

  /** Bytes of an object written as another Storage would have, in whichever store the server uses. */
  const storeBytes = (address: ObjectAddress, bytes: Buffer) =>
    t.server.ctx.db.transaction((tx) => objectStoreOf(t.server.ctx).write(address, bytes, tx));

  const renderUrl = (transform: { width?: number; height?: number; quality?: number; resize?: 'cover' | 'contain' | 'fill'; format?: 'origin' }, name = 'render/photo.webp') =>
    visitor.from('product-images').getPublicUrl(name, { transform }).data.publicUrl;

  it('serves the width asked for, keeping the proportions, in WebP, with cache headers', async () => {
    const url = renderUrl({ width: 400 });
    expect(url).toBe(`${t.url}/storage/v1/render/image/public/product-images/render/photo.webp?width=400`);
    const response = await fetch(url, { headers: acceptsWebp });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(response.headers.get('vary')).toMatch(/accept/i);
    expect(await imageOf(response)).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });

  it('crops to the box with cover (the default), fits inside it with contain, stretches with fill', async () => {
    expect(await imageOf(await fetch(renderUrl({ width: 300, height: 300 }), { headers: acceptsWebp }))).toMatchObject({ width: 300, height: 300 });
    expect(await imageOf(await fetch(renderUrl({ width: 300, height: 300, resize: 'contain' }), { headers: acceptsWebp }))).toMatchObject({ width: 300, height: 225 });
    expect(await imageOf(await fetch(renderUrl({ width: 300, height: 100, resize: 'fill', quality: 50 }), { headers: acceptsWebp }))).toMatchObject({ width: 300, height: 100 });
  });

  it('never enlarges an image beyond its stored size', async () => {
    expect(await imageOf(await fetch(renderUrl({ width: 2500 }), { headers: acceptsWebp }))).toMatchObject({ width: 1600, height: 1200 });
  });

  it('answers in the stored format to a client that does not accept WebP, and with format=origin', async () => {
    const jpeg = await sharp(await photo(800, 600)).jpeg().toBuffer();
    // A JPEG row written as another Storage would (the bundled upload converts to WebP).
    await t.server.ctx.db.query(
      `insert into storage.objects (bucket_id, name, metadata) values ('product-images', 'render/legacy.jpg', $1)`,
      [JSON.stringify({ mimetype: 'image/jpeg', size: jpeg.length, cacheControl: 'max-age=3600', eTag: '"legacy"', lastModified: new Date().toUTCString() })],
    );
    await storeBytes({ bucket: 'product-images', name: 'render/legacy.jpg' }, jpeg);

    const old = await fetch(renderUrl({ width: 200 }, 'render/legacy.jpg'), { headers: { Accept: 'image/jpeg,image/*' } });
    expect(old.headers.get('content-type')).toBe('image/jpeg');
    expect(await imageOf(old)).toMatchObject({ format: 'jpeg', width: 200, height: 150 });
    const modern = await fetch(renderUrl({ width: 200 }, 'render/legacy.jpg'), { headers: acceptsWebp });
    expect(await imageOf(modern)).toMatchObject({ format: 'webp', width: 200 });
    const origin = await fetch(renderUrl({ width: 200, format: 'origin' }, 'render/legacy.jpg'), { headers: acceptsWebp });
    expect(await imageOf(origin)).toMatchObject({ format: 'jpeg', width: 200 });
  });

  it('refuses out-of-range and malformed options with 400 in Storage’s shape', async () => {
    const base = `${t.url}/storage/v1/render/image/public/product-images/render/photo.webp`;
    for (const query of ['width=0', 'width=2501', 'height=9999', 'width=abc', 'width=1e3', 'width=-5', 'quality=10', 'quality=101', 'resize=stretch', 'format=gif', 'width=100&width=200']) {
      const response = await fetch(`${base}?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
    }
  });

  it('answers 404 for an unknown object, and for an object of a private bucket', async () => {
    const unknown = await fetch(renderUrl({ width: 200 }, 'render/nothing-here.webp'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: '404', error: 'not_found' });

    await t.server.ctx.db.query(`insert into storage.buckets (id, name, public) values ('private-render', 'private-render', false)`);
    await t.server.ctx.db.query(`insert into storage.objects (bucket_id, name, metadata) values ('private-render', 'secret.webp', '{"mimetype":"image/webp"}')`);
    await storeBytes({ bucket: 'private-render', name: 'secret.webp' }, await sharp(await photo(100, 100)).webp().toBuffer());
    const secret = await fetch(`${t.url}/storage/v1/render/image/public/private-render/secret.webp?width=50`);
    expect(secret.status).toBe(404);
  });

  it('renders a variant once: the next request is served from the disk cache, a matching ETag gets a 304', async () => {
    const url = renderUrl({ width: 320, quality: 70 });
    const before = transformStats.renders;
    const first = await fetch(url, { headers: acceptsWebp });
    expect(await imageOf(first)).toMatchObject({ width: 320 });
    expect(transformStats.renders).toBe(before + 1);

    const second = await fetch(url, { headers: acceptsWebp });
    expect(second.status).toBe(200);
    expect(await imageOf(second)).toMatchObject({ width: 320, height: 240 });
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(transformStats.renders).toBe(before + 1);

    const revalidated = await fetch(url, { headers: { ...acceptsWebp, 'If-None-Match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(transformStats.renders).toBe(before + 1);
    const cacheFolders = await readdir(path.join(t.server.ctx.config.dataDir, 'storage-cache'));
    expect(cacheFolders.length).toBeGreaterThan(0);
  });

  it('renders again once the object is replaced, with a new ETag', async () => {
    const url = renderUrl({ width: 200 });
    const before = await fetch(url, { headers: acceptsWebp });
    expect(await imageOf(before)).toMatchObject({ width: 200, height: 150 });

    const replaced = await admin.from('product-images').upload('render/photo.webp', await photo(1000, 1000), { contentType: 'image/png', upsert: true });
    expect(replaced.error).toBeNull();
    const after = await fetch(url, { headers: { ...acceptsWebp, 'If-None-Match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await imageOf(after)).toMatchObject({ width: 200, height: 200 });
  });
});
