import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const chromiumPath = '/usr/bin/chromium';

/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
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
    ],
  });
}
