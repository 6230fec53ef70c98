import type { Browser, Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest, contactMessage, futureDate, quoteRequest } from '../fixtures/requests';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin, rowWith } from './adminSteps';

/** Resolves once the page's realtime socket has the server's answer to its postgres_changes subscription. */
async function untilSubscribed(page: Page): Promise<void> {
  const socket = await page.waitForEvent('websocket', { predicate: (opened) => opened.url().includes('/realtime/v1/websocket') });
  await socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"postgres_changes":[{') });
}

describe('live news in the open back-office (issue 32)', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    const subscribed = untilSubscribed(page);
    await logInToAdmin(page, t);
    // What was inserted before the back-office subscribed is in its lists, not in its news.
    await subscribed;
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-live-news-e2e-${task.id}.png`) });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows a visitor’s quote request on the dashboard without a reload: a notice, then a badge on « Devis » cleared by opening the list', async () => {
    const quotesEntry = page.getByRole('menuitem', { name: /^Devis/ });
    await expect(quotesEntry.textContent()).resolves.not.toMatch(/nouveau/);

    expect((await t.client().from('quotes').insert(quoteRequest({ name: 'Salif Kaboré' }))).error).toBeNull();

    // Issue 32: within 2 s of the request.
    await page.getByText('Nouvelle demande de devis : Salif Kaboré').waitFor({ timeout: 2000 });
    await page.getByRole('menuitem', { name: 'Devis (1 nouveau)' }).waitFor();

    await quotesEntry.click();
    await rowWith(page, 'Salif Kaboré').waitFor();
    await page.getByRole('menuitem', { name: 'Devis', exact: true }).waitFor();
  });

  it('announces an appointment with its person and slot, and the open list shows the next one at once', async () => {
    const monday = futureDate(1);
    const when = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${monday}T00:00:00Z`));
    const appointmentsEntry = page.getByRole('menuitem', { name: /^Rendez-vous/ });

    expect((await t.client().from('appointments').insert(appointmentRequest({ date: monday, time: '09:00' }, { full_name: 'Awa Ouédraogo' }))).error).toBeNull();
    await page.getByText(`Nouveau rendez-vous : Awa Ouédraogo, ${when} à 09h00`).waitFor();
    await page.getByRole('menuitem', { name: 'Rendez-vous (1 nouveau)' }).waitFor();

    await appointmentsEntry.click();
    await rowWith(page, 'Awa Ouédraogo').waitFor();
    await page.getByRole('menuitem', { name: 'Rendez-vous', exact: true }).waitFor();

    expect((await t.client().from('appointments').insert(appointmentRequest({ date: monday, time: '10:00' }, { full_name: 'Boukary Ilboudo' }))).error).toBeNull();
    await page.getByText(`Nouveau rendez-vous : Boukary Ilboudo, ${when} à 10h00`).waitFor();
    await rowWith(page, 'Boukary Ilboudo').waitFor();
    // Its list is open: the menu has nothing new to point at.
    await expect(appointmentsEntry.textContent()).resolves.not.toMatch(/nouveau/);
  });

  it('after the connection is cut, joins again on its own, still signed in, and announces the next message', async () => {
    const subscribedAgain = untilSubscribed(page);
    t.server.ctx.realtime?.cutAll();
    await subscribedAgain;

    expect((await t.client().from('contact_messages').insert(contactMessage({ name: 'Issa Sawadogo' }))).error).toBeNull();
    await page.getByText('Nouveau message : Issa Sawadogo').waitFor();
    await page.getByRole('menuitem', { name: 'Messages (1 nouveau)' }).waitFor();
  });

  it('on a phone (390 px) shows the notice on screen and the badge in the menu it opens', async () => {
    const phone = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const phonePage = await phone.newPage();
      const subscribed = untilSubscribed(phonePage);
      await logInToAdmin(phonePage, t);
      await subscribed;
      expect((await t.client().from('quotes').insert(quoteRequest({ name: 'Rasmané Zongo' }))).error).toBeNull();
      const notice = phonePage.getByText('Nouvelle demande de devis : Rasmané Zongo');
      await notice.waitFor();
      const box = await notice.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await phonePage.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await phonePage.getByRole('menuitem', { name: 'Devis (1 nouveau)' }).waitFor();
    } finally {
      await phone.close();
    }
  });
});
