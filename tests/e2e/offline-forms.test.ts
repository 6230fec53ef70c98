import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { chooseDay, futureWeekday, openPage } from './publicSteps';

const offlineNotice = 'Vous êtes hors ligne : votre demande sera envoyée automatiquement dès le retour du réseau.';
const pendingListName = 'Demandes en attente d’envoi';

/**
 * Issues 18 and 31, forms that wait: a request sent without a network is kept on the device, listed,
 * and sent as soon as the network returns (on the same page, or at the next visit), stored and mailed once.
 * The network goes as soon as the page answers, before any field is touched: what the form needs
 * offline must already be on the phone, not fetched on first use.
 */
describe('the public forms wait for the network', () => {
  let t: TestServer;
  let browser: Browser;
  let productSlug: string;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
    productSlug = (await t.server.ctx.db.query<{ slug: string }>('select slug from public.products where published order by created_at limit 1')).rows[0].slug;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const countRows = async (table: string, email: string) =>
    Number((await t.server.ctx.db.query<{ n: number }>(`select count(*) as n from public.${table} where email = $1`, [email])).rows[0].n);

  /** The page answers (hydrated: openPage's goto waits for it), then the network goes, before anything is typed. */
  async function openThenLoseNetwork(path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const opened = await openPage(browser);
    await opened.page.goto(`${t.url}${path}`);
    await opened.context.setOffline(true);
    return opened;
  }

  async function expectQueued(page: Page, line: string | RegExp) {
    await page.getByRole('status').filter({ hasText: offlineNotice }).waitFor();
    await page.getByRole('region', { name: pendingListName }).getByText(line).waitFor();
  }

  /**
   * The tab ends while offline, as a phone's system ends a browser tab: its renderer is crashed, then the page is
   * closed. Closing or leaving it normally first ends Chromium's emulated offline state for that page (DevTools
   * lets go of it, together with any other DevTools override), so the page heard `online` and sent what it kept
   * before its unload (seen 29 November, 3 runs in 3; stopping its scripts through DevTools first still let it
   * through once): no visitor's browser goes online because a tab closes. What was kept must survive this.
   */
  async function leaveWhileOffline(page: Page): Promise<void> {
    const devtools = await page.context().newCDPSession(page);
    const crashed = page.waitForEvent('crash');
    // The renderer dies before it can answer.
    devtools.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close();
  }

  const unexpected = (errors: string[]) => errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error));

  it('keeps a contact message written offline and sends it on the same page when the network returns, once', async () => {
    const email = 'hors-ligne@example.bf';
    const { context, page, errors } = await openThenLoseNetwork('/contact');
    await page.fill('#contact-name', 'Mariam Traoré');
    await page.fill('#contact-email', email);
    await page.fill('#contact-message', 'Envoyé depuis une zone sans réseau.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectQueued(page, `Message (${email}) : en attente du réseau`);
    expect(await countRows('contact_messages', email)).toBe(0);

    await context.setOffline(false);
    await page.getByText(`Message (${email}) : envoyée`).waitFor();
    expect(await page.getByText(offlineNotice).count()).toBe(0);
    expect(await countRows('contact_messages', email)).toBe(1);
    const confirmations = (await mailsTo(t, email)).filter((mail) => mail.subject === 'Nous avons bien reçu votre message');
    expect(confirmations).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('keeps a quote request written offline and sends it on the same page when the network returns', async () => {
    const email = 'devis-hors-ligne@example.bf';
    const { context, page, errors } = await openThenLoseNetwork('/quote');
    await page.fill('#quote-name', 'Mariam Sawadogo');
    await page.fill('#quote-email', email);
    await page.fill('#quote-phone', '+226 70 11 22 33');
    await page.selectOption('#quote-projectType', 'network-infrastructure');
    await page.getByLabel('Installation réseau').check();
    await page.getByRole('button', { name: 'Demander mon devis' }).click();
    await expectQueued(page, `Demande de devis (${email}) : en attente du réseau`);

    await context.setOffline(false);
    await page.getByText(`Demande de devis (${email}) : envoyée`).waitFor();
    const { data: rows } = await t.serviceClient().from('quotes').select('name, project_type, services').eq('email', email);
    expect(rows).toEqual([{ name: 'Mariam Sawadogo', project_type: 'network-infrastructure', services: ['network-setup'] }]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('keeps a product information request written offline and sends it on the same page when the network returns', async () => {
    const email = 'info-hors-ligne@example.bf';
    const { context, page, errors } = await openThenLoseNetwork(`/products/${productSlug}`);
    await page.fill('#info-name', 'Salif Ouédraogo');
    await page.fill('#info-email', email);
    await page.fill('#info-message', 'Est-ce disponible en trois exemplaires ?');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expectQueued(page, `Demande d’information (${email}) : en attente du réseau`);

    await context.setOffline(false);
    await page.getByText(`Demande d’information (${email}) : envoyée`).waitFor();
    const { data: rows } = await t.serviceClient().from('contact_messages').select('name, product_id').eq('email', email);
    expect(rows).toHaveLength(1);
    expect(rows?.[0].product_id).not.toBeNull();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('sends a request kept while the network failed without the browser noticing, a little later, without an `online` event', async () => {
    const email = 'zone-morte@example.bf';
    const { context, page } = await openPage(browser);
    await page.goto(`${t.url}/contact`);
    // The browser believes it is online; every request to the API is lost on the way.
    await context.route('**/rest/v1/contact_messages*', (route) => route.abort('connectionreset'));
    await page.fill('#contact-name', 'Awa Compaoré');
    await page.fill('#contact-email', email);
    await page.fill('#contact-message', 'Le réseau tombe sans prévenir.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectQueued(page, `Message (${email}) : en attente du réseau`);

    await context.unroute('**/rest/v1/contact_messages*');
    await page.getByText(`Message (${email}) : envoyée`).waitFor({ timeout: 30_000 });
    expect(await countRows('contact_messages', email)).toBe(1);
    await context.close();
  });

  it('books offline from the opening hours and sends the booking on the next visit, once', async () => {
    const email = 'rdv-hors-ligne@example.bf';
    const day = futureWeekday(11);
    const { context, page } = await openThenLoseNetwork('/appointment');
    await page.selectOption('#appointment-service', 'it-support');
    await page.fill('#appointment-fullName', 'Issa Kaboré');
    await page.fill('#appointment-email', email);
    await chooseDay(page, day);
    await page.getByText('Hors ligne : ces créneaux sont ceux des heures d’ouverture.', { exact: false }).waitFor();
    await page.locator('input[name="time"][value="10:00"]').check();
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await expectQueued(page, /Demande de rendez-vous \(rdv-hors-ligne@example\.bf, le .* à 10h00\) : en attente du réseau/);
    // The visitor leaves while offline; the request stays on the device.
    await leaveWhileOffline(page);
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
    const { context, page } = await openThenLoseNetwork('/appointment');
    await page.selectOption('#appointment-service', 'training');
    await page.fill('#appointment-fullName', 'Aminata Zongo');
    await page.fill('#appointment-email', email);
    await page.fill('#appointment-notes', 'Formation bureautique pour 5 personnes');
    await chooseDay(page, day);
    await page.locator('input[name="time"][value="11:00"]').check();
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('status').filter({ hasText: offlineNotice }).waitFor();
    // Meanwhile someone else books that slot.
    const { error } = await t.client().from('appointments').insert({ service: 'training', full_name: 'Autre', email: 'autre-visiteur@example.bf', date: day, time: '11:00' });
    expect(error).toBeNull();

    await context.setOffline(false);
    await page.getByRole('alert').filter({ hasText: 'Créneau déjà réservé' }).waitFor();
    expect(await page.inputValue('#appointment-fullName')).toBe('Aminata Zongo');
    expect(await page.inputValue('#appointment-notes')).toBe('Formation bureautique pour 5 personnes');
    expect(await page.getByRole('gridcell', { selected: true }).getAttribute('data-day')).toBe(day);
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
