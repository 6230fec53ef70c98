/**
 * Size and speed of the back-office: the JavaScript /admin loads up front (its login form is in the HTML, hydrated at the first touch)
 * (its own Vite build, never part of the public site's first load; brotli as sent, gzip beside it),
 * Lighthouse mobile and desktop on the login page, the time from « Connexion » to the dashboard
 * (react-admin having been prefetched behind the form), and Lighthouse desktop on the dashboard.
 * Targets (issue 15): mobile ≥ 0.9 on /admin/login, desktop ≥ 0.95 on the dashboard.
 *   npx tsx bench/admin.ts   (or npm run bench admin)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../server/build';
import { readConfig } from '../server/config';
import { projectRoot, startServer } from '../server/server';
import { authStorageKey } from '../src/shared/supabase/authStorage';

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const administrator = { email: 'bench-admin@ouaga-it.example', password: 'bench-admin-password' };
const targets = { loginMobile: 0.9, loginDesktop: 0.95, dashboardDesktop: 0.95 };

/**
 * Size of every script admin/index.html loads or preloads up front: the whole of what runs while
 * the login form is shown (the form itself is in the HTML; its script and react-admin come after, on demand).
 * Brotli 11 as the server sends it (the build's .br files), gzip -9 for comparison.
 */
export function adminInitialJavaScript(distDir: string): { files: { file: string; brotliBytes: number; gzipBytes: number }[]; totalKiB: number; totalGzipKiB: number } {
  const html = readFileSync(path.join(distDir, 'admin/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const files = [...new Set(scripts)].map((file) => {
    const source = readFileSync(path.join(distDir, file));
    return {
      file,
      brotliBytes: brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gzipBytes: gzipSync(source, { level: 9 }).length,
    };
  });
  return {
    files,
    totalKiB: files.reduce((sum, entry) => sum + entry.brotliBytes, 0) / 1024,
    totalGzipKiB: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) / 1024,
  };
}

interface PageScore {
  url: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const desktop = { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'simulate', throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 } } as const;
/** Lighthouse's default mobile profile (slow 4G, CPU ×4), as bench/site.ts audits the public pages. */
const mobile = { formFactor: 'mobile', throttlingMethod: 'simulate' } as const;

async function audit(url: string, port: number, settings: typeof desktop | typeof mobile): Promise<PageScore> {
  const result = await lighthouse(
    url,
    // The session the dashboard needs is in localStorage: keep it.
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    { extends: 'lighthouse:default', settings },
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

/**
 * Signs the administrator in through the real login page, session kept in localStorage (« se
 * souvenir de moi »), after the page has been idle (react-admin prefetched, as while a person types).
 * Returns the milliseconds from the click on « Connexion » to the dashboard's figures.
 */
async function signIn(port: number, siteUrl: string): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${siteUrl}/admin/login`, { waitUntil: 'networkidle' });
    await page.evaluate((key) => window.localStorage.setItem(`${key}-remember`, '1'), authStorageKey);
    await page.getByLabel('Adresse e-mail').fill(administrator.email);
    await page.locator('input[name="password"]').fill(administrator.password);
    const clicked = performance.now();
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.getByText('Rendez-vous en attente').waitFor();
    const elapsed = performance.now() - clicked;
    await page.close();
    return Math.round(elapsed);
  } finally {
    await browser.close().catch(() => {});
  }
}

export default async function run(): Promise<void> {
  ensureBuilt(projectRoot);
  const initial = adminInitialJavaScript(path.join(projectRoot, 'dist'));
  console.log(`JavaScript chargé d'emblée par /admin/login (le formulaire est dans le HTML, animé au premier geste) : ${initial.totalKiB.toFixed(1)} KiB brotli (${initial.totalGzipKiB.toFixed(1)} KiB gzip)`);
  for (const entry of initial.files) console.log(`  ${(entry.brotliBytes / 1024).toFixed(1).padStart(6)} KiB  ${entry.file}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'));
  const server = await startServer(
    readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', ADMIN_EMAIL: administrator.email, ADMIN_PASSWORD: administrator.password }),
  );
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    // The first audit of a new Chrome sometimes fails to record its trace (NO_NAVSTART): one unscored run first.
    await audit(`${server.url}/admin/login`, chrome.port, mobile);
    const loginMobile = await audit(`${server.url}/admin/login`, chrome.port, mobile);
    const loginDesktop = await audit(`${server.url}/admin/login`, chrome.port, desktop);
    const loginToDashboardMs = await signIn(chrome.port, server.url);
    const dashboard = await audit(`${server.url}/admin/`, chrome.port, desktop);
    console.log(`\nDe « Connexion » au tableau de bord : ${loginToDashboardMs} ms`);
    console.log('\nLighthouse                          perf   LCP (ms)   TBT (ms)   CLS    cible');
    const rows: [string, PageScore, number][] = [
      ['mobile  /admin/login', loginMobile, targets.loginMobile],
      ['desktop /admin/login', loginDesktop, targets.loginDesktop],
      ['desktop /admin/ (connecté)', dashboard, targets.dashboardDesktop],
    ];
    for (const [label, score, target] of rows) {
      const ok = score.performance >= target ? 'ok ' : 'NON';
      console.log(`  ${label.padEnd(32)} ${score.performance.toFixed(2)}  ${String(score.lcpMs).padStart(8)}  ${String(score.tbtMs).padStart(8)}  ${score.cls.toFixed(3)}  ≥ ${target} ${ok}`);
    }
    const resultsDir = path.join(projectRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, 'admin.json'),
      JSON.stringify({ date: new Date().toISOString(), initialJs: initial, loginToDashboardMs, pages: { loginMobile, loginDesktop, dashboard } }, null, 2),
    );
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
