import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin } from './adminSteps';

const scriptPayload = '<script>window.__xss = "script"</script>';
const imagePayload = '<img src="x" onerror="window.__xss = \'img\'">';
const hostileSubject = `<b onmouseover="window.__xss='b'">Devis</b>`;

describe('stored hostile text in the back-office, with the site\'s Content-Security-Policy', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await logInToAdmin(page, t);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows a contact message holding <script> and <img onerror> as text, and runs none of it', async () => {
    const { data, error } = await t
      .serviceClient()
      .from('contact_messages')
      .insert({ name: `Pirate ${imagePayload}`, email: 'pirate@example.com', subject: hostileSubject, message: `Bonjour ${scriptPayload} ${imagePayload}` })
      .select('id')
      .single();
    expect(error).toBeNull();

    await page.goto(`${t.url}/admin/contact_messages`);
    await page.getByText('pirate@example.com').first().waitFor();
    await page.goto(`${t.url}/admin/contact_messages/${data!.id}/show`);
    await page.getByText(scriptPayload, { exact: false }).first().waitFor();

    expect(await page.getByText(imagePayload, { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('b[onmouseover]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  });

  it('loads the public site and the back-office without a single Content-Security-Policy violation', async () => {
    await page.goto(`${t.url}/`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${t.url}/admin/`);
    await page.getByText('Rendez-vous en attente').waitFor();
    await page.waitForLoadState('networkidle');
    expect(cspViolations).toEqual([]);
  });
});
