/**
 * Speed of the public site: the JavaScript a visitor downloads before `/` is
 * interactive, and Lighthouse (mobile) on the main pages, then `/` again on a
 * slow network (300 ms RTT, 700 kbit/s, CPU ×6). Builds the site if needed and
 * serves it with the real server over a fresh PGlite database.
 *   npx tsx bench/site.ts   (or npm run bench site)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt } from '../server/build';
import { readConfig } from '../server/config';
import { projectRoot, startServer } from '../server/server';

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const pages = ['/', '/services', '/products', '/contact'];
const targets = { initialJsKiB: 90, performance: 0.95, accessibility: 0.95, lcpMs: 1800, cls: 0.02, slowLcpMs: 2500 };

/** gzip -9 size (as a precompressed asset would be served) of every script the built HTML of `/` loads or preloads up front. */
export function initialJavaScript(distDir: string): { files: { file: string; gzipBytes: number }[]; totalKiB: number } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const files = [...new Set(scripts)].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }));
  return { files, totalKiB: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) / 1024 };
}

interface PageScore {
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function audit(url: string, port: number, throttling?: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number }): Promise<PageScore> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'simulate', ...(throttling ? { throttling } : {}) } },
  );
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.log(`  ${url} : erreur Lighthouse ${runtimeError.code} — ${runtimeError.message}`);
  return {
    url,
    performance: categories.performance.score ?? 0,
    accessibility: categories.accessibility.score ?? 0,
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift'].numericValue ?? Number.NaN).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? Number.NaN),
  };
}

const mark = (ok: boolean) => (ok ? 'ok ' : 'NON');

export default async function run(): Promise<void> {
  ensureBuilt(projectRoot);
  const initial = initialJavaScript(path.join(projectRoot, 'dist'));
  console.log(`JavaScript initial de / : ${initial.totalKiB.toFixed(1)} KiB gzip (cible ≤ ${targets.initialJsKiB}) ${mark(initial.totalKiB <= targets.initialJsKiB)}`);
  for (const entry of initial.files) console.log(`  ${(entry.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${entry.file}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const server = await startServer(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const scores: PageScore[] = [];
  try {
    for (const page of pages) scores.push(await audit(`${server.url}${page}`, chrome.port));
    const slow = await audit(`${server.url}/`, chrome.port, { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 6 });
    console.log('\nLighthouse mobile          perf  a11y   LCP (ms)   CLS    TBT (ms)');
    for (const score of scores) {
      const ok = score.performance >= targets.performance && score.accessibility >= targets.accessibility && score.lcpMs <= targets.lcpMs && score.cls <= targets.cls;
      console.log(`  ${score.url.replace(server.url, '').padEnd(24)} ${score.performance.toFixed(2)}  ${score.accessibility.toFixed(2)}  ${String(score.lcpMs).padStart(8)}  ${score.cls.toFixed(3)}  ${String(score.tbtMs).padStart(8)}  ${mark(ok)}`);
    }
    console.log(`  / réseau lent (RTT 300 ms, 700 kbit/s, CPU ×6) : LCP ${slow.lcpMs} ms (cible ≤ ${targets.slowLcpMs}) ${mark(slow.lcpMs <= targets.slowLcpMs)}, perf ${slow.performance.toFixed(2)}`);
    const resultsDir = path.join(projectRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'site.json'), JSON.stringify({ date: new Date().toISOString(), initialJs: initial, pages: scores, slowHome: slow }, null, 2));
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
