import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/server';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage } from './publicSteps';

/**
 * The README's other deployment: the site built as plain files against a
 * hosted Supabase (here the product's own server stands in for it, on another
 * origin) and put on any static host. No page is rendered by a server, so the
 * browser builds each one, its loaders fetching their rows on first load.
 */
describe('the site deployed as static files against a separate API', () => {
  let api: TestServer;
  let host: FastifyInstance;
  let hostUrl: string;
  let buildDir: string;
  let browser: Browser;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-static-'));
    // A static host as simple as they come: files, and index.html for every other address.
    host = Fastify();
    // The files are built after the host starts (the build needs the API's address): look them up per request.
    await host.register(fastifyStatic, { root: buildDir, wildcard: true });
    host.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
    hostUrl = await host.listen({ port: 0, host: '127.0.0.1' });
    api = await startTestServer({ env: { CORS_ORIGINS: hostUrl } });
    execFileSync(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: api.url, VITE_SUPABASE_ANON_KEY: api.anonKey },
      stdio: 'pipe',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await api?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('builds the catalogue and a product page in the browser from the API’s rows, without an error', async () => {
    const { data: products } = await api.serviceClient().from('products').select('name, slug').eq('published', true);
    const { context, page, errors } = await openPage(browser);
    const shell = await (await fetch(`${hostUrl}/products`)).text();
    // Nothing rendered by a server: an empty root, no rows in the page.
    expect(shell).toContain('<div id="root"><!--app-html--></div>');
    expect(shell).not.toContain('router-data');

    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${api.url}/rest/v1/`)) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${hostUrl}/products`);
    await page.getByRole('heading', { level: 1, name: 'Nos produits' }).waitFor();
    await expect.poll(() => page.locator('.product-card').count()).toBe(products!.length);
    expect(apiCalls).toContain('/rest/v1/products');

    await page.goto(`${hostUrl}/products/${products![0].slug}`);
    await page.getByRole('heading', { level: 1, name: products![0].name }).waitFor();
    expect(await page.title()).toBe(`${products![0].name} | Ouaga IT Services`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
