import type { Browser, BrowserContext, Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../fixtures/appointmentLinks';
import { draftQuote } from '../fixtures/documents';
import { launchBrowser } from '../helpers/browser';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin } from './adminSteps';
import { administratorClient, recordOfflineAcceptance } from './quoteSteps';

/**
 * Issue 46 point 1: a guest administration accepts a quote on paper; the office records it (who, how, the
 * signed document) and the quote follows the online path; then it becomes a guest order (point 2).
 */
describe('the office records a quote accepted on paper, then turns the guest’s quote into an order', () => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const office = freshAddress('bureau');

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [office]);
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    await logInToAdmin(page, t);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-quote-acceptance-e2e-${task.id}.png`), fullPage: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('records who signed, how and the signed document, alerts as online, and converts it for the guest', async () => {
    const staff = await administratorClient(t);
    const guest = freshAddress('dgb');
    const id = await draftQuote(staff, null, [{ description: 'Onduleur 3 kVA', quantity: 2, unit_price: 400_000 }]);
    expect((await staff.from('quotes').update({ email: guest, company: 'Direction Générale du Budget' }).eq('id', id)).error).toBeNull();
    expect((await staff.from('quotes').update({ offer_status: 'sent' }).eq('id', id)).error).toBeNull();

    await page.goto(`${t.url}/admin/quotes/${id}/show`);
    await page.getByRole('heading', { name: /^Offre DEV-/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Accepter' }).count()).toBe(0);
    await recordOfflineAcceptance(page, {
      signer: 'Moussa Kaboré',
      via: 'Sur papier (devis signé)',
      document: { name: 'bon-pour-accord.pdf', content: '%PDF-1.4 signé' },
    });
    await page.getByRole('button', { name: 'Ouvrir le document signé' }).waitFor();

    const stored = await t.server.ctx.db.query<{ stage: string; accepted_via: string; acceptance_document: string; number: string }>(
      'select stage, accepted_via, acceptance_document, number from public.quotes where id = $1', [id]);
    expect(stored.rows[0]).toMatchObject({ stage: 'accepted', accepted_via: 'paper' });
    expect(stored.rows[0].acceptance_document).toMatch(new RegExp(`^signed-quotes/${id}/[0-9a-f-]{36}\\.pdf$`));
    const alert = (await mailsTo(t, office)).find((mail) => mail.subject.includes(stored.rows[0].number) && mail.subject.includes('accepté par'));
    expect(alert?.text).toContain('« Bon pour accord » signé par Moussa Kaboré');

    await page.getByRole('button', { name: 'Convertir en commande' }).click();
    const dialog = page.getByRole('dialog', { name: /^Convertir le devis DEV-/ });
    await dialog.getByRole('button', { name: 'Convertir en commande' }).click();
    // The order's page opens once the order exists: a guest's, with the quote's address.
    await page.getByText('Articles commandés').waitFor();
    await page.getByText('Commande sans compte').waitFor();
    const order = await t.server.ctx.db.query<{ profile_id: string | null; guest_email: string }>(
      'select o.profile_id, o.guest_email from public.orders as o join public.quotes as q on q.order_id = o.id where q.id = $1', [id]);
    expect(order.rows).toEqual([{ profile_id: null, guest_email: guest }]);
  });
});
