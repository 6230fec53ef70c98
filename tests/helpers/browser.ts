import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

const chromiumPath = '/usr/bin/chromium';

/**
 * Waits until a page the server rendered answers clicks: its scripts are
 * fetched only after it has loaded and painted (src/boot.ts), and React marks
 * <html data-app-ready> once it has hydrated (useMarkAppReady). A page the
 * browser builds itself (portal, back-office) has no hydration data and is ready at once.
 */
export async function untilAppReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('router-data') || document.documentElement.hasAttribute('data-app-ready'));
}

const prepared = new WeakSet<Page>();

/** After goto and reload, as a visitor would, the test acts on the page once it responds, not on its server-rendered copy. */
function actAfterHydration(page: Page): Page {
  if (prepared.has(page)) return page;
  prepared.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilAppReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilAppReady(page);
    return response;
  };
  return page;
}

function prepareContext(context: BrowserContext): BrowserContext {
  context.on('page', actAfterHydration);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => actAfterHydration(await newPage());
  return context;
}

/**
 * Chromium 156 in headless mode still opens a window per page, and preloads for each the address bar's
 * suggestion popup as two WebUI renderers nobody sees: about 0.45 s of CPU per page on this 2-core
 * machine, a third of what a context and page cost (measured 29 November: 1.2 → 0.76 CPU-s, 16 pages).
 */
const unusedBrowserUi = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Chromium keeps only the last --disable-features switch, so ours must repeat the list playwright-core
 * 1.64 passes (its chromiumSwitches: beforeunload checks, HTTPS upgrades, paint holding, CORS redirects
 * under interception, background requests to Google…), or adding ours would silently re-enable them.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
async function startChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium introuvable (${chromiumPath}) : apt-get install chromium`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserUi].join(',')}`,
    ],
  });
}

/** This test process's Chromium: the e2e files a worker runs share it (vitest's isolate: false), as they share the server's modules. */
let running: Promise<Browser> | undefined;

async function sharedChromium(): Promise<Browser> {
  const current = running && (await running.catch(() => undefined));
  if (current?.isConnected()) return current;
  running = startChromium();
  return running;
}

/**
 * A browser for one test file. Files of one worker share a Chromium process (starting one cost
 * 1-2 s per file on this machine) but never a context: each context is new and empty (cookies,
 * storage, cache, service workers), and `close()` closes the contexts this file opened, so what a
 * file sees does not depend on the files before it. The process ends with the worker.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await sharedChromium();
  const opened = new Set<BrowserContext>();
  const track = <T extends BrowserContext>(context: T): T => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  // The site's service worker answers requests before page.route() and context.route() see them, and
  // keeps pages between tests' visits: tests run without it unless they ask ({ serviceWorkers: 'allow' },
  // tests/e2e/offline-site.test.ts).
  const newContext = async (options: BrowserContextOptions = {}) => prepareContext(track(await browser.newContext({ serviceWorkers: 'block', ...options })));
  const newPage = async (options: BrowserContextOptions = {}) => {
    const context = await newContext(options);
    const page = await context.newPage();
    // As Browser.newPage: the page owns its context, closed with it.
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  const close = async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext') return newContext;
      if (property === 'newPage') return newPage;
      if (property === 'close') return close;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
