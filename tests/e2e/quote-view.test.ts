import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../fixtures/appointmentLinks';
import { draftQuote } from '../fixtures/documents';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { pdfText } from '../helpers/pdfText';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage } from './publicSteps';

describe('« Voir et accepter le devis » on a phone, from the e-mail link', () => {
  let t: TestServer;
  let browser: Browser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  /** A three-line quote sent by staff to a fresh address; its id and the link of its e-mail. */
  async function sentQuote(): Promise<{ id: string; link: string }> {
    const email = freshAddress();
    const id = await draftQuote(admin.client, null, [
      { description: 'Borne Wi-Fi 6 Ubiquiti U6 Pro', quantity: 3, unit_price: 333_333 },
      { description: 'Installation et configuration du réseau', quantity: 1, unit_price: 150_000, discount_percent: 15 },
      { description: 'Câblage catégorie 6 (forfait)', quantity: 2, unit_price: 45_000 },
    ]);
    await admin.client.from('quotes').update({ email }).eq('id', id);
    await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id);
    const mail = (await mailsTo(t, email)).find((candidate) => candidate.subject.startsWith('Votre devis DEV-'));
    const link = mail && /https?:\/\/\S+\/quote\/view\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error('pas de lien de devis dans l’e-mail');
    return { id, link: link.replace(/^https?:\/\/[^/]+/, t.url) };
  }

  it('shows the quote, its lines and totals, and records the acceptance with the typed name', async () => {
    const { id, link } = await sentQuote();
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(link);
    await page.getByRole('heading', { name: /^Devis DEV-\d{4}-\d{4}$/ }).waitFor();
    const lines = page.locator('.quote-lines li');
    expect(await lines.count()).toBe(3);
    await lines.nth(1).getByText('Remise 15 %').waitFor();
    // 999 999 + 127 500 + 90 000 = 1 217 499 HT; TVA 219 149,82 → 219 150; TTC 1 436 649.
    expect((await page.locator('.quote-totals__ttc').textContent())?.replace(/\s/g, ' ')).toBe('1 436 649 FCFA');
    expect(await fitsTheScreen(page)).toBe(true);

    await page.getByRole('button', { name: 'Bon pour accord' }).click();
    await page.getByText('Tapez votre nom complet pour accepter le devis.').waitFor();
    await page.getByLabel('Votre nom complet').fill('Awa Ouédraogo');
    await page.getByRole('button', { name: 'Bon pour accord' }).click();
    await page.getByText(/« Bon pour accord » signé par Awa Ouédraogo/).waitFor();
    const stored = await t.server.ctx.db.query<{ offer_status: string; accepted_by_name: string }>(
      'select offer_status, accepted_by_name from public.quotes where id = $1', [id]);
    expect(stored.rows[0]).toEqual({ offer_status: 'accepted', accepted_by_name: 'Awa Ouédraogo' });
    expect(await page.getByRole('button', { name: 'Refuser le devis' }).count()).toBe(0);

    // Issue 46.6: the link's page gives the accepted quote's PDF, which says who accepted it, when and how.
    const number = (await page.getByRole('heading', { name: /^Devis DEV-/ }).textContent())!.replace('Devis ', '');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le devis (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`devis-${number}.pdf`);
    const text = (await pdfText(new Uint8Array(await readFile((await download.path())!)))).replace(/\s+/g, ' ');
    expect(text).toContain('DEVIS ACCEPTÉ');
    expect(text).toContain(`Devis n° ${number}`);
    expect(text).toMatch(/« Bon pour accord » signé par Awa Ouédraogo, en ligne, le \d{2}\/\d{2}\/\d{4}\./);
    expect(text).toContain('1 436 649 FCFA');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('declines with a reason', async () => {
    const { id, link } = await sentQuote();
    const { context, page } = await openPage(browser, { mobile: true });
    await page.goto(link);
    await page.getByLabel('Pourquoi refusez-vous ce devis ?').fill('Budget reporté à l’an prochain');
    await page.getByRole('button', { name: 'Refuser le devis' }).click();
    await page.getByText(/Vous avez refusé ce devis le/).waitFor();
    const stored = await t.server.ctx.db.query<{ decline_reason: string }>('select decline_reason from public.quotes where id = $1', [id]);
    expect(stored.rows[0].decline_reason).toBe('Budget reporté à l’an prochain');
    await context.close();
  });

  it('says a wrong link is not valid, and serves a quote link uncached, not indexed and without the quote in its HTML', async () => {
    const { context, page } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/quote/view/lien-invente-qui-ne-vaut-rien-du-tout`);
    await page.getByRole('heading', { name: 'Ce lien n’est plus valable' }).waitFor();
    expect(await page.locator('.quote-lines').count()).toBe(0);
    await context.close();

    // A real link: the page's HTML is the bare shell, the quote is read by the browser only.
    const { link } = await sentQuote();
    const response = await fetch(link);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"><!--app-html--></div>');
    expect(html).not.toContain('Borne Wi-Fi 6 Ubiquiti U6 Pro');
  });
});
