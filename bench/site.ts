/**
 * Speed of the public site as visitors get it from the server: the JavaScript
 * of the first load (compressed bytes on the wire) of `/`, `/products` and a
 * product page, and Lighthouse (mobile) on every public page with data, on the
 * default profile and on a slow network (300 ms RTT, 700 kbit/s, CPU ×6).
 * Builds the site if needed and serves it with the real server over a fresh
 * PGlite database.
 *   npx tsx bench/site.ts   (or npm run bench site)
 *   npm run bench site -- --js-only   the JavaScript figures alone, in seconds
 *   npm run bench site -- --busy      the same with one CPU-bound process beside it all along (a visitor's
 *                                      phone is slower than this machine: issue 31 asks for both figures)
 * LH_RUNS (default 3) runs per page on the default profile, LH_SLOW_RUNS (default 5) on the slow one;
 * LH_PAGES=/,/contact,product audits those pages only (`product`: the first product page, `post`: a blog post).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { ensureBuilt } from '../server/build';
import { readConfig } from '../server/config';
import { projectRoot, startServer } from '../server/server';

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const targets = { performance: 0.95, accessibility: 0.95, lcpMs: 1800, cls: 0.05, tbtMs: 200, slowLcpMedianMs: 2000, slowLcpWorstMs: 2500 };
/** KiB of compressed JavaScript the first load may bring, per page. */
const jsBudgets: Record<string, number> = { '/': 90, '/products': 95, product: 95 };

/** Bytes of a response body as sent (compressed), not as decoded. */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve(bytes));
      answer.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Every script a browser fetches for a page until the network is quiet (the
 * boot script, then the application it loads after the first paint), with its
 * size as sent to a browser that accepts brotli.
 */
export async function initialJavaScript(browser: Browser, pageUrl: string): Promise<{ files: { file: string; bytes: number }[]; totalKiB: number }> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.add(sent.url());
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  await page.close();
  const files = await Promise.all([...scripts].map(async (url) => ({ file: new URL(url).pathname, bytes: await wireBytes(url) })));
  return { files, totalKiB: files.reduce((sum, entry) => sum + entry.bytes, 0) / 1024 };
}

interface PageScore {
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** With several runs: the lowest and highest performance and LCP. */
  range?: string;
  /** With several runs: the highest LCP and TBT of them. */
  worstLcpMs?: number;
  worstTbtMs?: number;
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

/**
 * Runs of one page, LH_RUNS of them (default 3), summed up by the run of median performance, as
 * Lighthouse's documentation advises: on this 2-core machine one run's TBT varies by two or three times
 * (for a product page 138 to 320 ms in six runs of one build), enough to move the score across 0.95.
 */
async function medianAudit(url: string, port: number, runCount: number, throttling?: Parameters<typeof audit>[2]): Promise<PageScore> {
  const runs: PageScore[] = [];
  // A run whose trace Lighthouse failed to record (NO_NAVSTART, reported by audit) is run again, up to twice.
  for (let run = 0, retries = 0; run < runCount; run += 1) {
    const score = await audit(url, port, throttling);
    if (Number.isNaN(score.lcpMs) && retries < 2) {
      retries += 1;
      run -= 1;
      continue;
    }
    runs.push(score);
  }
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const median = byPerformance[Math.floor(byPerformance.length / 2)];
  const lcps = runs.map((run) => run.lcpMs).sort((a, b) => a - b);
  const tbts = runs.map((run) => run.tbtMs).sort((a, b) => a - b);
  return {
    ...median,
    lcpMs: lcps[Math.floor(lcps.length / 2)],
    tbtMs: tbts[Math.floor(tbts.length / 2)],
    worstLcpMs: lcps.at(-1),
    worstTbtMs: tbts.at(-1),
    range: `${byPerformance[0].performance.toFixed(2)}-${byPerformance.at(-1)!.performance.toFixed(2)}, LCP ${lcps[0]}-${lcps.at(-1)}, TBT ${tbts[0]}-${tbts.at(-1)}`,
  };
}

/** One process that keeps a core busy until it is killed: what a phone slower than this machine feels like. */
function startBusyProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' });
}

export default async function run(): Promise<void> {
  ensureBuilt(projectRoot);
  const busy = process.argv.includes('--busy') ? startBusyProcess() : undefined;
  if (busy) console.log('Un processus occupe un cœur pendant toute la mesure (--busy).');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const server = await startServer(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const scores: PageScore[] = [];
  const slowScores: PageScore[] = [];
  try {
    const product = (await server.ctx.db.query<{ slug: string }>('select slug from public.products where published order by created_at limit 1')).rows[0];
    const post = (await server.ctx.db.query<{ slug: string }>('select slug from public.blog_posts where published_at <= now() limit 1')).rows[0];
    const productPath = `/products/${product.slug}`;
    const allPages = ['/', '/services', '/products', productPath, '/contact', '/quote', '/appointment', '/blog', ...(post ? [`/blog/${post.slug}`] : [])];
    const postPath = post ? `/blog/${post.slug}` : undefined;
    const chosenPages = process.env.LH_PAGES?.split(',').map((page) => (page === 'product' ? productPath : page === 'post' ? postPath : page));
    const pages = chosenPages ? allPages.filter((page) => chosenPages.includes(page)) : allPages;

    const initialJs: Record<string, Awaited<ReturnType<typeof initialJavaScript>>> = {};
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromeFlags });
    for (const [label, pagePath] of [['/', '/'], ['/products', '/products'], ['product', productPath]] as const) {
      const initial = await initialJavaScript(browser, `${server.url}${pagePath}`);
      initialJs[label] = initial;
      console.log(`JavaScript du premier chargement de ${pagePath} : ${initial.totalKiB.toFixed(1)} KiB compressés (cible ≤ ${jsBudgets[label]}) ${mark(initial.totalKiB <= jsBudgets[label])}`);
      for (const entry of initial.files) console.log(`  ${(entry.bytes / 1024).toFixed(1).padStart(6)} KiB  ${entry.file}`);
    }

    await browser.close();
    if (process.argv.includes('--js-only')) return;

    // The first audit of a new Chrome sometimes fails to record its trace (NO_NAVSTART): one unscored run first.
    await audit(`${server.url}/`, chrome.port);
    const runs = Number(process.env.LH_RUNS ?? 3);
    const slowRuns = Number(process.env.LH_SLOW_RUNS ?? 5);
    for (const page of pages) scores.push(await medianAudit(`${server.url}${page}`, chrome.port, runs));
    for (const page of pages) slowScores.push(await medianAudit(`${server.url}${page}`, chrome.port, slowRuns, { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 6 }));
    console.log(`\nLighthouse mobile${busy ? ', un cœur occupé à côté' : ''} (médiane de ${runs} passages ; réseau lent : ${slowRuns} passages)`);
    console.log(`  ${'page'.padEnd(36)} perf  a11y  LCP (ms)  CLS    TBT (ms) pire TBT       | lent : LCP médian  pire LCP   (étendues)`);
    scores.forEach((score, index) => {
      const slow = slowScores[index];
      const ok = score.performance >= targets.performance && score.accessibility >= targets.accessibility && score.lcpMs <= targets.lcpMs && score.cls <= targets.cls && score.tbtMs <= targets.tbtMs;
      const slowOk = slow.lcpMs <= targets.slowLcpMedianMs && (slow.worstLcpMs ?? Number.POSITIVE_INFINITY) <= targets.slowLcpWorstMs;
      console.log(
        `  ${score.url.replace(server.url, '').slice(0, 34).padEnd(36)} ${score.performance.toFixed(2)}  ${score.accessibility.toFixed(2)}  ${String(score.lcpMs).padStart(8)}  ${score.cls.toFixed(3)}  ${String(score.tbtMs).padStart(8)} ${String(score.worstTbtMs).padStart(8)}  ${mark(ok)} | ${String(slow.lcpMs).padStart(8)} ${String(slow.worstLcpMs).padStart(9)}  ${mark(slowOk)}   (${score.range ?? ''} | ${slow.range ?? ''})`,
      );
    });
    console.log(`  objectifs : perf ≥ ${targets.performance}, LCP ≤ ${targets.lcpMs} ms, CLS ≤ ${targets.cls}, TBT médian ≤ ${targets.tbtMs} ms ; réseau lent : LCP médian ≤ ${targets.slowLcpMedianMs} ms, pire ≤ ${targets.slowLcpWorstMs} ms`);
    const resultsDir = path.join(projectRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, busy ? 'site-busy.json' : 'site.json'), JSON.stringify({ date: new Date().toISOString(), busy: Boolean(busy), initialJs, pages: scores, slowNetwork: slowScores }, null, 2));
  } finally {
    busy?.kill();
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
