/**
 * Size and speed of the back-office: the gzipped JavaScript /admin loads up
 * front (its own Vite build, never part of the public site's first load), then
 * Lighthouse desktop on the login page and, signed in, on the dashboard.
 *   npx tsx bench/admin.ts   (or npm run bench admin)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../server/build';
import { readConfig } from '../server/config';
import { projectRoot, startServer } from '../server/server';
import { authStorageKey } from '../src/shared/supabase/authStorage';

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const administrator = { email: 'bench-admin@ouaga-it.example', password: 'bench-admin-password' };
const targets = { performance: 0.9 };

/** gzip -9 size of every script admin/index.html loads or preloads up front. */
export function adminInitialJavaScript(distDir: string): { files: { file: string; gzipBytes: number }[]; totalKiB: number } {
  const html = readFileSync(path.join(distDir, 'admin/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const files = [...new Set(scripts)].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }));
  return { files, totalKiB: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) / 1024 };
}

interface PageScore {
  url: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(url: string, port: number): Promise<PageScore> {
  const result = await lighthouse(
    url,
    // The session the dashboard needs is in localStorage: keep it.
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    { extends: 'lighthouse:default', settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'simulate', throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 } } },
  );
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.log(`  ${url} : erreur Lighthouse ${runtimeError.code} — ${runtimeError.message}`);
  return {
    url,
    performance: categories.performance.score ?? 0,
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift'].numericValue ?? Number.NaN).toFixed(3)),
  };
}

/** Signs the administrator in through the real login page, session kept in localStorage (« se souvenir de moi »). */
async function signIn(port: number, siteUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${siteUrl}/admin/login`);
    await page.evaluate((key) => window.localStorage.setItem(`${key}-remember`, '1'), authStorageKey);
    await page.getByLabel('Adresse e-mail').fill(administrator.email);
    await page.locator('input[name="password"]').fill(administrator.password);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.getByText('Rendez-vous en attente').waitFor();
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

export default async function run(): Promise<void> {
  ensureBuilt(projectRoot);
  const initial = adminInitialJavaScript(path.join(projectRoot, 'dist'));
  console.log(`JavaScript initial de /admin : ${initial.totalKiB.toFixed(1)} KiB gzip`);
  for (const entry of initial.files) console.log(`  ${(entry.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${entry.file}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'));
  const server = await startServer(
    readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', ADMIN_EMAIL: administrator.email, ADMIN_PASSWORD: administrator.password }),
  );
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const login = await audit(`${server.url}/admin/login`, chrome.port);
    await signIn(chrome.port, server.url);
    const dashboard = await audit(`${server.url}/admin/`, chrome.port);
    console.log('\nLighthouse desktop         perf   LCP (ms)   TBT (ms)   CLS');
    for (const score of [login, dashboard]) {
      const ok = score.performance >= targets.performance ? 'ok ' : 'NON';
      console.log(`  ${score.url.replace(server.url, '').padEnd(24)} ${score.performance.toFixed(2)}  ${String(score.lcpMs).padStart(8)}  ${String(score.tbtMs).padStart(8)}  ${score.cls.toFixed(3)}  ${ok}`);
    }
    const resultsDir = path.join(projectRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'admin.json'), JSON.stringify({ date: new Date().toISOString(), initialJs: initial, pages: [login, dashboard] }, null, 2));
  } finally {
    chrome.kill();
    await server.app.close();
    await server.mail.stop();
    await server.ctx.db.close?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
