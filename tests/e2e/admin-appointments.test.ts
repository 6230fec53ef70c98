import type { Browser, BrowserContext, Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { launchBrowser } from '../helpers/browser';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin, rowWith } from './adminSteps';

const dayHeading = (isoDay: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

describe('appointments in the back-office: their page and the calendar', () => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const nextSlot = slotAllocator(6);

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    await logInToAdmin(page, t);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-appointments-e2e-${task.id}.png`) });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('opens an appointment from the list: its phone and notes are there', async () => {
    const booking = appointmentRequest(nextSlot(), { full_name: 'Aminata Traoré', phone: '+226 76 54 32 10', notes: 'Serveur de fichiers qui redémarre seul' });
    expect((await t.client().from('appointments').insert(booking)).error).toBeNull();

    await page.goto(`${t.url}/admin/appointments`);
    await rowWith(page, 'Aminata Traoré').getByText('Aminata Traoré').click();
    await page.getByText(/Rendez-vous de Aminata Traoré/).first().waitFor();
    const phone = page.getByRole('link', { name: '+226 76 54 32 10' });
    await phone.waitFor();
    expect(await phone.getAttribute('href')).toBe('tel:+22676543210');
    await page.getByText('Serveur de fichiers qui redémarre seul').waitFor();
  });

  it('changes an appointment’s notes and time from its edit page, through the slot rules', async () => {
    const slot = nextSlot();
    const booking = appointmentRequest(slot, { full_name: 'Boukary Ilboudo', notes: 'Câblage' });
    expect((await t.client().from('appointments').insert(booking)).error).toBeNull();
    const { rows } = await t.server.ctx.db.query<{ id: string }>('select id from public.appointments where full_name = $1', ['Boukary Ilboudo']);
    await page.goto(`${t.url}/admin/appointments/${rows[0].id}`);
    const notes = page.getByLabel('Notes');
    await notes.waitFor();
    await notes.fill('Câblage du deuxième étage');
    await page.getByRole('combobox', { name: 'Heure' }).click();
    // The day's free starts: nothing else of this file is booked at 17h30.
    await page.getByRole('option', { name: '17h30' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The appointment's page, shown once the server took the change: the edit form's own field holds the
    // new text too, so the text alone proved nothing (and the database was read before the write).
    await page.getByRole('link', { name: 'Modifier' }).waitFor();
    await page.getByText('Câblage du deuxième étage').waitFor();
    const stored = await t.server.ctx.db.query('select notes, time::text, last_change from public.appointments where id = $1', [rows[0].id]);
    expect(stored.rows[0]).toEqual({ notes: 'Câblage du deuxième étage', time: '17:30:00', last_change: 'moved_by_company' });
  });

  it('shows the week in a calendar, each appointment on its day, and opens one with the keyboard', async () => {
    const slot = nextSlot();
    expect((await t.client().from('appointments').insert(appointmentRequest(slot, { full_name: 'Ousmane Compaoré', phone: '+226 70 11 22 33' }))).error).toBeNull();

    await page.goto(`${t.url}/admin/appointments`);
    await page.getByRole('link', { name: 'Agenda' }).click();
    await page.getByRole('heading', { level: 1, name: 'Agenda des rendez-vous' }).waitFor();

    await page.goto(`${t.url}/admin/appointments/calendar?vue=semaine&jour=${slot.date}`);
    const table = page.getByRole('table', { name: /Rendez-vous du/ });
    await table.waitFor();
    const entry = table.getByRole('link', { name: /Ousmane Compaoré/ });
    await entry.waitFor();
    // Its column is its day, its row its time.
    const place = await entry.evaluate((link) => {
      const cell = link.closest('td')!;
      const row = cell.parentElement as HTMLTableRowElement;
      const header = row.closest('table')!.querySelectorAll('thead th')[cell.cellIndex];
      return { day: header.textContent, time: row.querySelector('th')!.textContent };
    });
    expect(place).toEqual({ day: dayHeading(slot.date), time: slot.time.replace(':', 'h') });

    await page.getByRole('button', { name: 'Jour', exact: true }).click();
    await page.getByRole('table', { name: new RegExp(`Rendez-vous du .*${dayHeading(slot.date).split(' ').slice(1).join(' ')}`) }).waitFor();
    await entry.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/Rendez-vous de Ousmane Compaoré/).first().waitFor();
    await page.getByRole('link', { name: '+226 70 11 22 33' }).waitFor();
  });
  it('moves an appointment to another free slot from the list’s « Déplacer » dialog, and the customer is told', async () => {
    const from = nextSlot();
    const to = nextSlot();
    const booking = appointmentRequest(from, { full_name: 'Salif Kaboré', email: 'salif.kabore@example.com' });
    expect((await t.client().from('appointments').insert(booking)).error).toBeNull();

    await page.goto(`${t.url}/admin/appointments`);
    await rowWith(page, 'Salif Kaboré').getByRole('button', { name: 'Déplacer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' });
    await dialog.waitFor();
    await dialog.getByLabel('Nouvelle date').fill(to.date);
    await dialog.getByRole('combobox', { name: 'Créneau libre' }).click();
    await page.getByRole('option', { name: to.time.replace(':', 'h') }).click();
    await dialog.getByRole('button', { name: 'Déplacer et prévenir le client' }).click();
    await page.getByText('Rendez-vous déplacé : le client est prévenu par e-mail.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const stored = await t.server.ctx.db.query<{ date: string; time: string; last_change: string }>(
      "select date::text, time::text, last_change from public.appointments where full_name = 'Salif Kaboré'",
    );
    expect(stored.rows).toEqual([{ date: to.date, time: `${to.time}:00`, last_change: 'moved_by_company' }]);
    const mails = await t.server.ctx.db.query<{ recipient: string }>("select recipient from public.notifications where kind = 'appointment_moved'");
    expect(mails.rows.map((mail) => mail.recipient)).toContain('salif.kabore@example.com');
  });

  it('confirms a pending appointment from its page: « Confirmé » at once, without a reload, and no « Confirmer » left', async () => {
    const booking = appointmentRequest(nextSlot(), { full_name: 'Boureima Sawadogo', email: 'boureima.sawadogo@example.com' });
    expect((await t.client().from('appointments').insert(booking)).error).toBeNull();
    const { rows } = await t.server.ctx.db.query<{ id: string }>("select id from public.appointments where full_name = 'Boureima Sawadogo'");

    await page.goto(`${t.url}/admin/appointments/${rows[0].id}/show`);
    await page.getByText(/Rendez-vous de Boureima Sawadogo/).first().waitFor();
    await page.getByText('En attente', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await page.getByText('Confirmé', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Confirmer', exact: true }).count()).toBe(0);
    expect(await page.getByText('En attente', { exact: true }).count()).toBe(0);
    const stored = await t.server.ctx.db.query<{ status: string }>('select status from public.appointments where id = $1', [rows[0].id]);
    expect(stored.rows[0].status).toBe('confirmed');
  });

  it('cancels a confirmed appointment from a phone, after asking; the page says « Annulé » at once and the customer gets the cancellation', async () => {
    const booking = appointmentRequest(nextSlot(), { full_name: 'Rasmata Zongo', email: 'rasmata.zongo@example.com' });
    expect((await t.client().from('appointments').insert(booking)).error).toBeNull();
    const { rows } = await t.server.ctx.db.query<{ id: string }>("select id from public.appointments where full_name = 'Rasmata Zongo'");
    expect((await t.serviceClient().from('appointments').update({ status: 'confirmed' }).eq('id', rows[0].id)).error).toBeNull();

    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${t.url}/admin/appointments/${rows[0].id}/show`);
      await page.getByText(/Rendez-vous de Rasmata Zongo/).first().waitFor();
      await page.getByRole('button', { name: 'Annuler le rendez-vous', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Annuler ce rendez-vous ?' });
      await dialog.getByText(/Le rendez-vous de Rasmata Zongo du .* sera annulé\./).waitFor();
      await dialog.getByRole('button', { name: 'Oui, annuler le rendez-vous' }).click();
      await page.getByText('Rendez-vous annulé : le client est prévenu par e-mail.').waitFor();
      // The page reads the appointment again: the new status, and no action left to take.
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Annulé', { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Annuler le rendez-vous', exact: true }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    await t.server.mail.flush();
    const cancelled = (await mailsTo(t, 'rasmata.zongo@example.com')).find((mail) => / : annulé$/.test(mail.subject));
    expect(cancelled?.calendar?.method).toBe('CANCEL');
    expect(cancelled?.text).toMatch(/Reprendre rendez-vous : https?:\/\/\S+\/appointment$/m);
  });
});
