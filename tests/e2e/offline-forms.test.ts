import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { futureWeekday, openPage } from './publicSteps';

const offlineNotice = 'Vous êtes hors ligne : votre demande sera envoyée automatiquement dès le retour du réseau.';

/**
 * Issue 18, forms that wait: a request sent without a network is kept on the device, listed,
 * and sent once the network returns (on this page or the next visit), stored and mailed once.
 */
describe('the public forms wait for the network', () => {
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

  /** The form fetches the offline queue and its notice on arrival; a visitor going offline after that keeps them. */
  const untilOfflinePartsLoaded = (page: Page) =>
    page.waitForFunction(() => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      return loaded.some((name) => /\/pendingQueue-[^/]+\.js$/.test(name)) && loaded.some((name) => /\/PendingRequestsNotice-[^/]+\.js$/.test(name));
    });

  const countRows = async (table: string, email: string) =>
    Number((await t.server.ctx.db.query<{ n: number }>(`select count(*) as n from public.${table} where email = $1`, [email])).rows[0].n);

  it('keeps a contact message sent offline, lists it, and sends it once when the network returns', async () => {
    const email = 'hors-ligne@example.bf';
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/contact`);
    await page.fill('#contact-name', 'Mariam Traoré');
    await page.fill('#contact-email', email);
    await page.fill('#contact-message', 'Envoyé depuis une zone sans réseau.');
    await untilOfflinePartsLoaded(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('status').filter({ hasText: offlineNotice }).waitFor();
    const pending = page.getByRole('region', { name: 'Demandes en attente d’envoi' });
    await pending.getByText(`Message (${email}) : en attente du réseau`).waitFor();
    expect(await countRows('contact_messages', email)).toBe(0);

    await context.setOffline(false);
    await page.getByText(`Message (${email}) : envoyée`).waitFor();
    expect(await page.getByText(offlineNotice).count()).toBe(0);
    expect(await countRows('contact_messages', email)).toBe(1);
    const confirmations = (await mailsTo(t, email)).filter((mail) => mail.subject === 'Nous avons bien reçu votre message');
    expect(confirmations).toHaveLength(1);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    await context.close();
  });

  it('keeps a booking sent offline and sends it on the next visit, once', async () => {
    const email = 'rdv-hors-ligne@example.bf';
    const day = futureWeekday(11);
    const { context, page } = await openPage(browser);
    await page.goto(`${t.url}/appointment`);
    await page.selectOption('#appointment-service', 'it-support');
    await page.fill('#appointment-fullName', 'Issa Kaboré');
    await page.fill('#appointment-email', email);
    await page.fill('#appointment-date', day);
    await page.locator('input[name="time"][value="10:00"]').check();
    await untilOfflinePartsLoaded(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('status').filter({ hasText: offlineNotice }).waitFor();
    await page.getByText(/Demande de rendez-vous \(rdv-hors-ligne@example\.bf, le .* à 10h00\) : en attente du réseau/).waitFor();
    // The visitor leaves while offline; the request stays on the device.
    await page.close();
    await context.setOffline(false);
    expect(await countRows('appointments', email)).toBe(0);

    const nextVisit = await context.newPage();
    await nextVisit.goto(`${t.url}/`);
    await nextVisit.getByText(/Demande de rendez-vous \(rdv-hors-ligne@example\.bf, le .* à 10h00\) : envoyée/).waitFor();
    const { data: rows } = await t.serviceClient().from('appointments').select('date, time').eq('email', email);
    expect(rows).toEqual([{ date: day, time: '10:00:00' }]);
    const confirmations = (await mailsTo(t, email)).filter((mail) => /Votre demande de rendez-vous du .* a bien été reçue/.test(mail.subject));
    expect(confirmations).toHaveLength(1);

    // Another visit later sends nothing again.
    await nextVisit.goto(`${t.url}/contact`);
    await nextVisit.getByRole('heading', { name: 'Contactez-nous' }).waitFor();
    expect(await nextVisit.getByText('Demandes envoyées depuis le retour du réseau').count()).toBe(0);
    expect(await countRows('appointments', email)).toBe(1);
    await context.close();
  });

  it('brings back a booking whose slot was taken while it waited, filled in, with « créneau déjà réservé »', async () => {
    const email = 'creneau-pris@example.bf';
    const day = futureWeekday(12);
    const { context, page } = await openPage(browser);
    await page.goto(`${t.url}/appointment`);
    await page.selectOption('#appointment-service', 'training');
    await page.fill('#appointment-fullName', 'Aminata Zongo');
    await page.fill('#appointment-email', email);
    await page.fill('#appointment-notes', 'Formation bureautique pour 5 personnes');
    await page.fill('#appointment-date', day);
    await page.locator('input[name="time"][value="11:00"]').check();
    await untilOfflinePartsLoaded(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('status').filter({ hasText: offlineNotice }).waitFor();
    // Meanwhile someone else books that slot.
    const { error } = await t.client().from('appointments').insert({ service: 'training', full_name: 'Autre', email: 'autre-visiteur@example.bf', date: day, time: '11:00' });
    expect(error).toBeNull();

    await context.setOffline(false);
    await page.getByRole('alert').filter({ hasText: 'Créneau déjà réservé' }).waitFor();
    expect(await page.inputValue('#appointment-fullName')).toBe('Aminata Zongo');
    expect(await page.inputValue('#appointment-notes')).toBe('Formation bureautique pour 5 personnes');
    expect(await page.inputValue('#appointment-date')).toBe(day);
    expect(await countRows('appointments', email)).toBe(0);

    // Another slot, and the request goes through, once.
    await page.locator('input[name="time"][value="11:30"]').check();
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Rendez-vous enregistré !' }).waitFor();
    const { data: rows } = await t.serviceClient().from('appointments').select('time').eq('email', email);
    expect(rows).toEqual([{ time: '11:30:00' }]);
    // Settled: the next page lists nothing pending.
    await page.goto(`${t.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('créneau déjà réservé').count()).toBe(0);
    await context.close();
  });
});
