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

/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium introuvable (${chromiumPath}) : apt-get install chromium`);
  const browser = await chromium.launch({
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
    ],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  // The site's service worker answers requests before page.route() and context.route() see them, and
  // keeps pages between tests' visits: tests run without it unless they ask ({ serviceWorkers: 'allow' },
  // tests/e2e/offline-site.test.ts).
  browser.newContext = async (options: BrowserContextOptions = {}) => prepareContext(await newContext({ serviceWorkers: 'block', ...options }));
  browser.newPage = async (options: BrowserContextOptions = {}) => actAfterHydration(await newPage({ serviceWorkers: 'block', ...options }));
  return browser;
}
