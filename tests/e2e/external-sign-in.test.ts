import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { freePort, startOidcProvider, testAccount, type OidcStandIn } from '../fixtures/oidcProvider';

// Issue 34: « Continuer avec Google » in a browser, against a real OpenID Connect provider standing in for Google.
describe('« Continuer avec Google » in a browser', () => {
  let google: OidcStandIn;
  let t: TestServer;
  let withoutGoogle: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    google = await startOidcProvider({ redirectUri: `${siteUrl}/auth/v1/callback` });
    t = await startTestServer({
      serveSite: true,
      env: { PORT: String(port), SITE_URL: siteUrl, EXTERNAL_GOOGLE_ISSUER: google.issuer, EXTERNAL_GOOGLE_CLIENT_ID: google.clientId, EXTERNAL_GOOGLE_SECRET: google.clientSecret },
    });
    withoutGoogle = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await withoutGoogle?.close();
    await google?.close();
  });

  it('signs in from /login through the provider’s page with PKCE and lands in the portal, greeted by name', async () => {
    const page = await browser.newPage();
    await page.goto(`${t.url}/login`);
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    // The stand-in's own sign-in page, on its own origin.
    await page.locator('input[name="login"]').waitFor();
    expect(new URL(page.url()).origin).toBe(google.issuer);
    await page.locator('input[name="login"]').fill(testAccount.sub);
    await page.locator('input[name="password"]').fill('peu-importe');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByText(`Bienvenue, ${testAccount.name}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // Signed in for real: the session the site keeps belongs to the Google account, through its google identity.
    const { rows } = await t.server.ctx.db.query(
      `select u.email, i.provider from auth.users u join auth.identities i on i.user_id = u.id where i.provider_id = $1`,
      [testAccount.sub],
    );
    expect(rows).toEqual([{ email: testAccount.email, provider: 'google' }]);
    // The code went through PKCE: the flow's verifier never stays behind, and the code left the address bar.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-ouaga-it-oauth')))).toEqual([]);
    await page.close();
  });

  it('shows no such button when no provider is configured', async () => {
    const page = await browser.newPage();
    await page.goto(`${withoutGoogle.url}/register`);
    await page.getByRole('heading', { name: 'Créer un compte' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /Continuer avec/ }).count()).toBe(0);
    await page.close();
  });
});
