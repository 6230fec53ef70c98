import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('the public site in a browser', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the home page in French', async () => {
    const page = await browser.newPage();
    await page.goto(`${t.url}/`);
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Ouaga IT');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.close();
  });
});
