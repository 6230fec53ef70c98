import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillBackOffice, type BackOfficeRecords } from '../fixtures/backOfficeRecords';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { contactMessage, slotAllocator, type Slot } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { shownDay, stepDay } from '../../src/backoffice/appointments/calendar/calendarDays';
import { formatLongDay } from '../../src/shared/format/dates';
import { adminEnv, logInToAdmin } from './adminSteps';

/**
 * Issue 32, « Phones »: staff answer customers from their phones and the office works on a 1366 px laptop.
 * No back-office page may scroll sideways (a page that does hides « Créer », « Exporter », dates, statuses and
 * buttons past the edge), on a 390 px phone nor on the laptop with its menu open.
 */
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

/** Company time is UTC (Africa/Ouagadougou): today's date as the dashboard and the agenda read it. */
const today = new Date().toISOString().slice(0, 10);
const todayPhone = '+226 70 12 34 56';

/** How far the page reaches past the screen's right edge (0 when it fits), measured against the screen asked for. */
async function sidewaysScroll(page: Page, width: number): Promise<number> {
  return page.evaluate((screen) => document.documentElement.scrollWidth - Math.min(window.innerWidth, screen), width);
}

/** Whether an element is shown and lies wholly within the screen's width (not cut off at the right). */
async function inView(locator: Locator, width: number): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

/** Tables in the page that scroll sideways inside their own box (a laptop should need none). */
async function scrolledInside(page: Page): Promise<string[]> {
  return page.locator('#main-content').evaluate((main) =>
    [...main.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName.toLowerCase()} ${element.scrollWidth}/${element.clientWidth}`),
  );
}

describe('the back-office on a 390 px phone and a 1366 px laptop', () => {
  let t: TestServer;
  let browser: Browser;
  let customer: SignedInUser;
  let router: SeedProduct;
  let records: BackOfficeRecords;
  let slot: Slot;
  let postTitle: string;
  let creditNoteId: string;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];

  /** Each list with a text of its newest row, and the actions its toolbar must keep in view. */
  const lists = () => [
    { path: '/products', row: router.name, actions: [['link', 'Créer'], ['button', 'Exporter']] },
    { path: '/appointments', row: 'Mariam Ouédraogo-Sawadogo', actions: [['link', 'Agenda'], ['button', 'Exporter']] },
    { path: '/quotes', row: 'Boukary Compaoré-Zongo', actions: [['link', 'Créer'], ['button', 'Exporter']] },
    { path: '/orders', row: 'Awa Ouédraogo', actions: [['button', 'Exporter']] },
    { path: '/invoices', row: /FAC-\d{4}-\d{4}/, actions: [['button', 'Exporter']] },
    { path: '/credit_notes', row: /AV-\d{4}-\d{4}/, actions: [['button', 'Exporter']] },
    { path: '/payments', row: 'OM-2026-000123456', actions: [['button', 'Exporter']] },
    { path: '/contact_messages', row: 'Aïcha Kaboré-Ilboudo', actions: [['button', 'Exporter']] },
    { path: '/blog_posts', row: postTitle, actions: [['link', 'Créer'], ['button', 'Exporter']] },
    { path: '/profiles', row: customer.email, actions: [['button', 'Exporter']] },
    { path: '/notifications', row: /Avoir AV-\d{4}-\d{4}/, actions: [['button', 'Exporter']] },
    { path: '/product_categories', row: 'Imprimantes', actions: [['link', 'Créer']] },
  ] as const;

  /** A show or edit page of each main resource, with what it shows once its record is read. */
  const recordPages = () => [
    { path: `/appointments/${records.appointmentId}/show`, shows: (page: Page) => page.getByText('Imprimante réseau en panne') },
    { path: `/appointments/${records.appointmentId}`, shows: (page: Page) => page.getByLabel('Notes') },
    { path: `/quotes/${records.quoteId}/show`, shows: (page: Page) => page.getByText('Société Burkinabè de Distribution Électrique').first() },
    { path: `/contact_messages/${records.messageId}/show`, shows: (page: Page) => page.getByText(/proposez-vous des contrats de maintenance annuels/) },
    { path: `/orders/${records.orderId}`, shows: (page: Page) => page.locator('td', { hasText: router.name }).first() },
    { path: `/invoices/${records.invoiceId}/show`, shows: (page: Page) => page.locator('td', { hasText: router.name }).first() },
    { path: `/credit_notes/${creditNoteId}/show`, shows: (page: Page) => page.getByText('Article retourné par le client').first() },
    { path: `/products/${router.id}`, shows: (page: Page) => page.locator('input[name="name"]') },
    { path: '/products/create', shows: (page: Page) => page.locator('input[name="name"]') },
    { path: '/blog_posts/create', shows: (page: Page) => page.locator('input[name="title"]') },
    // Not lists, but pages staff open as well: the statistics with the visitors' speed tables, the settings.
    { path: '/analytics', shows: (page: Page) => page.getByText('/une-page-au-chemin-assez-long-pour-un-telephone').first() },
    { path: '/settings', shows: (page: Page) => page.locator('input[name="company_name"]') },
  ];

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    const staff = await signUpAdmin(t, 'Salimata Ouattara');
    customer = await signUpUser(t, 'Issouf Bationo');
    router = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    slot = slotAllocator(5)();
    records = await fillBackOffice(staff.client, customer.client, router.id, slot);
    // An appointment booked earlier for today, confirmed: written with the server's own connection, triggers
    // off, since the slot rules refuse a slot already past (this test may run late in the day, or on a Sunday).
    await t.server.ctx.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `insert into public.appointments (service, full_name, email, phone, date, time, status)
         values ('network-setup', 'Rasmata Kaboré', 'rasmata@example.com', $1, $2, '09:00', 'confirmed')`,
        [todayPhone, today],
      );
    });
    // Visitors' speed on a page with a long address, for the statistics page's tables.
    await t.server.ctx.db.query(
      `insert into public.web_vitals (metric, value, path, connection, device) values
         ('LCP', 4000, '/une-page-au-chemin-assez-long-pour-un-telephone', '3g', 'phone'), ('INP', 90, '/', '4g', 'desktop'), ('CLS', 0.15, '/', '4g', 'desktop')`,
    );
    // A message nobody opens in this file (opening one marks it read).
    expect((await t.client().from('contact_messages').insert(contactMessage({ name: 'Hamidou Sana', message: 'Devis pour dix onduleurs ?' }))).error).toBeNull();
    postTitle = (await t.server.ctx.db.query<{ title: string }>('select title from public.blog_posts order by created_at desc limit 1')).rows[0].title;
    creditNoteId = (await t.server.ctx.db.query<{ id: string }>('select id from public.credit_notes limit 1')).rows[0].id;
    browser = await launchBrowser();
    for (const screen of [phone, laptop]) {
      const mobile = screen === phone ? { isMobile: true, hasTouch: true } : {};
      const context = await browser.newContext({ locale: 'fr-FR', viewport: screen, ...mobile });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
      await logInToAdmin(page, t);
      contexts.push(context);
      pages.push(page);
    }
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      for (const [index, page] of pages.entries()) await page.screenshot({ path: path.join(os.tmpdir(), `admin-phone-layout-${task.id}-${index}.png`) });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('on a phone every list shows compact rows with their status, its actions in view, and no page scrolls sideways', async () => {
    const page = pages[0];
    const found: Record<string, unknown> = {};
    for (const list of lists()) {
      await page.goto(`${t.url}/admin${list.path}`);
      const row = page.locator('#main-content li').filter({ hasText: list.row }).first();
      await row.waitFor();
      // Compact rows, not a table cut by the screen's edge, and the whole row in view.
      expect(await page.locator('#main-content table').count(), list.path).toBe(0);
      expect(await inView(row, phone.width), list.path).toBe(true);
      for (const [role, name] of list.actions) expect(await inView(page.getByRole(role, { name, exact: true }), phone.width), `${list.path} ${name}`).toBe(true);
      const excess = await sidewaysScroll(page, phone.width);
      if (excess > 0) found[list.path] = excess;
    }
    expect(found).toEqual({});
    // A row's status is on it: the appointment is « En attente ».
    await page.goto(`${t.url}/admin/appointments`);
    await page.locator('#main-content li').filter({ hasText: 'Mariam Ouédraogo-Sawadogo' }).getByText('En attente').first().waitFor();
    // Issue 46.10: an invoice's row gives its totals HT and TTC on the phone, in view, with no sideways scroll.
    await page.goto(`${t.url}/admin/invoices`);
    const totals = page.locator('#main-content li').filter({ hasText: /FAC-\d{4}-\d{4}/ }).first().getByText(/FCFA HT · .+\sFCFA TTC/);
    await totals.waitFor();
    expect(await inView(totals, phone.width)).toBe(true);
    expect(await sidewaysScroll(page, phone.width)).toBeLessThanOrEqual(0);
  });

  it('on a laptop every list is a table that fits beside the menu: its last column, toolbar and page count in view', async () => {
    const page = pages[1];
    const found: Record<string, unknown> = {};
    for (const list of lists()) {
      await page.goto(`${t.url}/admin${list.path}`);
      const row = page.locator('#main-content tr').filter({ hasText: list.row }).first();
      await row.waitFor();
      expect(await inView(row.locator('td').last(), laptop.width), `${list.path}: dernière colonne`).toBe(true);
      expect(await inView(page.getByText(/^\d+-\d+ sur \d+$/), laptop.width), `${list.path}: pagination`).toBe(true);
      for (const [role, name] of list.actions) expect(await inView(page.getByRole(role, { name, exact: true }), laptop.width), `${list.path} ${name}`).toBe(true);
      const excess = await sidewaysScroll(page, laptop.width);
      const inside = await scrolledInside(page);
      if (excess > 0 || inside.length > 0) found[list.path] = { excess, inside };
    }
    expect(found).toEqual({});
    // The appointment list of the issue: « Supprimer » at the end of the row, in view.
    await page.goto(`${t.url}/admin/appointments`);
    const remove = page.locator('tr').filter({ hasText: 'Mariam Ouédraogo-Sawadogo' }).getByRole('button', { name: 'Supprimer' });
    await remove.waitFor();
    expect(await inView(remove, laptop.width)).toBe(true);
  });

  it('show and edit pages of each main resource do not scroll sideways, on the phone nor on the laptop', async () => {
    const found: Record<string, number> = {};
    for (const [index, screen] of [phone, laptop].entries()) {
      const page = pages[index];
      for (const recordPage of recordPages()) {
        await page.goto(`${t.url}/admin${recordPage.path}`);
        await recordPage.shows(page).waitFor();
        const excess = await sidewaysScroll(page, screen.width);
        if (excess > 0) found[`${screen.width} ${recordPage.path}`] = excess;
      }
    }
    expect(found).toEqual({});
  });

  it('the agenda opens on the day view on a phone, moves by day or by the date field, and keeps the week on a laptop', async () => {
    const page = pages[0];
    await page.goto(`${t.url}/admin/appointments/calendar`);
    // Today, or Monday when today is a Sunday (closed).
    const opening = shownDay('day', today);
    const day = page.getByRole('table', { name: `Rendez-vous du ${formatLongDay(opening)}` });
    await day.waitFor();
    // One day: the time column and that day's column.
    expect(await day.getByRole('columnheader').count()).toBe(2);
    for (const name of ['Jour précédent', 'Jour suivant']) expect(await inView(page.getByRole('button', { name }), phone.width)).toBe(true);
    expect(await sidewaysScroll(page, phone.width)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Jour suivant' }).click();
    await page.getByRole('table', { name: `Rendez-vous du ${formatLongDay(stepDay('day', opening, 1))}` }).waitFor();

    // The date field leads to another day: the appointment booked then is there, readable within the screen.
    await page.getByLabel('Aller au jour').fill(slot.date);
    const booked = page.getByRole('table', { name: `Rendez-vous du ${formatLongDay(slot.date)}` }).getByRole('link', { name: /Mariam Ouédraogo-Sawadogo/ });
    await booked.waitFor();
    expect(await inView(booked, phone.width)).toBe(true);
    expect(await sidewaysScroll(page, phone.width)).toBeLessThanOrEqual(0);

    const laptopPage = pages[1];
    await laptopPage.goto(`${t.url}/admin/appointments/calendar?jour=${slot.date}`);
    const week = laptopPage.getByRole('table', { name: /^Rendez-vous du .* au / });
    await week.getByRole('link', { name: /Mariam Ouédraogo-Sawadogo/ }).waitFor();
    // Monday to Saturday and the time column, Saturday within the screen.
    expect(await week.getByRole('columnheader').count()).toBe(7);
    expect(await inView(week.getByRole('columnheader', { name: /^samedi/i }), laptop.width)).toBe(true);
    expect(await sidewaysScroll(laptopPage, laptop.width)).toBeLessThanOrEqual(0);
  });

  it('the dashboard opens on « Aujourd’hui »: today’s appointment with a number to call, new requests and orders to prepare', async () => {
    for (const [index, screen] of [phone, laptop].entries()) {
      const page = pages[index];
      await page.goto(`${t.url}/admin`);
      const todayPanel = page.getByRole('region', { name: 'Aujourd’hui' });
      const appointment = todayPanel.getByRole('region', { name: 'Rendez-vous du jour' }).getByRole('listitem').filter({ hasText: 'Rasmata Kaboré' });
      await appointment.waitFor();
      expect(await appointment.textContent()).toMatch(/09h00 — Rasmata Kaboré.*Installation réseau.*Confirmé/);
      const call = appointment.getByRole('link', { name: todayPhone });
      expect(await call.getAttribute('href')).toBe('tel:+22670123456');
      expect(await inView(call, screen.width)).toBe(true);
      await todayPanel.getByRole('region', { name: 'Demandes de devis à traiter' }).getByRole('link', { name: /Boukary Compaoré-Zongo/ }).waitFor();
      await todayPanel.getByRole('region', { name: 'Messages à lire' }).getByRole('link', { name: 'Hamidou Sana' }).waitFor();
      // The order was invoiced while « En préparation »: still to deliver.
      await todayPanel.getByRole('region', { name: 'Commandes à préparer' }).getByRole('link', { name: /Commande n° \d+ — Awa Ouédraogo/ }).waitFor();
      // The panel comes first, before the counts.
      const panelTop = (await todayPanel.boundingBox())!.y;
      const countTop = (await page.getByTestId('count-appointments').boundingBox())!.y;
      expect(panelTop).toBeLessThan(countTop);
      expect(await sidewaysScroll(page, screen.width)).toBeLessThanOrEqual(0);
    }

    // A link leads to its record: the appointment's own page, with its phone.
    const page = pages[0];
    await page.getByRole('region', { name: 'Aujourd’hui' }).getByRole('link', { name: /09h00 — Rasmata Kaboré/ }).click();
    await page.getByText(/Rendez-vous de Rasmata Kaboré/).first().waitFor();
    await page.getByRole('link', { name: todayPhone }).waitFor();
  });
});
