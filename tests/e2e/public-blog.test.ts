import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage } from './publicSteps';

describe('the blog', () => {
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

  it('lists published posts and shows one rendered from Markdown', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/blog`);
    await page.getByRole('link', { name: 'Cinq gestes pour protéger les données de votre entreprise' }).click();
    await page.waitForURL(`${t.url}/blog/cinq-gestes-pour-proteger-vos-donnees`);
    await page.getByRole('heading', { level: 2, name: 'Pourquoi s’en soucier ?' }).or(page.getByRole('heading', { level: 2, name: "Pourquoi s'en soucier ?" })).waitFor();
    expect(await page.title()).toBe('Cinq gestes pour protéger les données de votre entreprise | Ouaga IT Services');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never runs a script written in a post', async () => {
    const { error } = await t
      .serviceClient()
      .from('blog_posts')
      .insert({
        title: 'Article piégé',
        slug: 'article-piege',
        excerpt: 'Test',
        content: 'Texte visible\n\n<script>window.__piege = 1</script>\n\n<img src="x" onerror="window.__piege = 2">\n\n[lien](javascript:window.__piege=3)',
        published_at: new Date(Date.now() - 60_000).toISOString(),
      });
    expect(error).toBeNull();
    const { context, page } = await openPage(browser);
    await page.goto(`${t.url}/blog/article-piege`);
    await page.getByText('Texte visible').waitFor();
    // The sanitiser keeps the words of a javascript: link and drops its address: no link is left to follow.
    await expect.poll(() => page.locator('.prose').innerText()).toContain('lien');
    expect(await page.getByRole('link', { name: 'lien' }).count()).toBe(0);
    expect(await page.locator('.prose [href^="javascript:" i]').count()).toBe(0);
    await page.getByText('lien', { exact: true }).click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __piege?: number }).__piege)).toBeUndefined();
    expect(await page.locator('.prose script, .prose [onerror]').count()).toBe(0);
    await context.close();
  });
});
