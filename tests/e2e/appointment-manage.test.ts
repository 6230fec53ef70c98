import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithToken } from '../fixtures/appointmentLinks';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { logInThroughPage, newCustomer, registerThroughApi } from './accountSteps';
import { chooseDay, openPage } from './publicSteps';

describe('« Gérer mon rendez-vous » on a phone, from the e-mail link', () => {
  let t: TestServer;
  let browser: Browser;
  const nextSlot = slotAllocator(4);

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  const statusOf = async (id: string) =>
    (await t.server.ctx.db.query<{ status: string; date: string; time: string }>(
      "select status, to_char(date, 'YYYY-MM-DD') as date, to_char(time, 'HH24:MI') as time from public.appointments where id = $1",
      [id],
    )).rows[0];

  it('cancels, then books the freed slot again', async () => {
    const slot = nextSlot();
    const { id, token } = await bookWithToken(t, slot);
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/appointment/manage/${token}`);
    await page.getByRole('heading', { name: 'Gérer mon rendez-vous' }).waitFor();
    await page.locator('.summary').getByText('Support informatique').waitFor();
    expect(await page.getByTestId('managed-time').textContent()).toBe(slot.time.replace(':', 'h'));
    expect(await fitsTheScreen(page)).toBe(true);

    await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    // An optional reason, kept with the cancellation for the company (issue 46).
    await page.getByLabel('Motif (facultatif)').fill('Empêchement');
    await page.getByRole('button', { name: 'Oui, annuler le rendez-vous' }).click();
    await page.getByText('Votre rendez-vous est annulé').waitFor();
    expect((await statusOf(id)).status).toBe('cancelled');
    const reason = await t.server.ctx.db.query('select cancellation_reason from public.appointments where id = $1', [id]);
    expect(reason.rows).toEqual([{ cancellation_reason: 'Empêchement' }]);

    await page.getByRole('link', { name: 'Prendre un nouveau rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Prendre rendez-vous' }).waitFor();
    await page.selectOption('#appointment-service', 'it-support');
    await page.fill('#appointment-fullName', 'Awa Ouédraogo');
    await page.fill('#appointment-email', 'awa-rebook@example.bf');
    await chooseDay(page, slot.date);
    await page.locator(`input[name="time"][value="${slot.time}"]`).check();
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Rendez-vous enregistré !' }).waitFor();
    await page.getByRole('link', { name: 'Ajouter à Google Agenda' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    const rebooked = await t.server.ctx.db.query("select 1 from public.appointments where email = 'awa-rebook@example.bf' and date = $1", [slot.date]);
    expect(rebooked.rows).toHaveLength(1);

    // The spent link now says so, and nothing more.
    await page.goto(`${t.url}/appointment/manage/${token}`);
    await page.getByRole('heading', { name: 'Ce lien n’est plus valable' }).waitFor();
    expect(await page.getByTestId('managed-time').count()).toBe(0);
    expect(errors.filter((error) => !/403/.test(error))).toEqual([]);
    await context.close();
  });

  it('moves to another open slot', async () => {
    const [from, to] = [nextSlot(), nextSlot()];
    const { id, token } = await bookWithToken(t, from);
    const { context, page } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/appointment/manage/${token}`);
    await page.getByRole('heading', { name: 'Gérer mon rendez-vous' }).waitFor();
    await page.getByRole('button', { name: 'Déplacer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Choisir un autre créneau' }).waitFor();
    await chooseDay(page, to.date);
    await page.locator(`input[name="time"][value="${to.time}"]`).check();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByRole('button', { name: 'Confirmer le nouveau créneau' }).click();
    await page.getByText('Votre rendez-vous est déplacé').waitFor();
    expect(await page.getByTestId('managed-time').textContent()).toBe(to.time.replace(':', 'h'));
    expect(await statusOf(id)).toEqual({ status: 'pending', date: to.date, time: to.time });
    await context.close();
  });

  it('lets a signed-in customer move a confirmed appointment from the portal', async () => {
    const awa = newCustomer('Awa');
    await registerThroughApi(t, awa);
    const [from, to] = [nextSlot(), nextSlot()];
    const client = t.client();
    await client.auth.signInWithPassword({ email: awa.email, password: awa.password });
    const booked = await client.from('appointments').insert(appointmentRequest(from, { email: awa.email })).select('id').single();
    expect(booked.error).toBeNull();
    await t.server.ctx.db.query("update public.appointments set status = 'confirmed' where id = $1", [booked.data?.id]);

    const { context, page } = await openPage(browser, { mobile: true });
    await logInThroughPage(page, t, awa);
    await page.goto(`${t.url}/dashboard/appointments`);
    await page.getByRole('heading', { name: 'Mes rendez-vous' }).waitFor();
    await page.getByRole('button', { name: 'Déplacer' }).click();
    await page.getByRole('heading', { name: 'Choisir un autre créneau' }).waitFor();
    await chooseDay(page, to.date);
    await page.locator(`input[name="time"][value="${to.time}"]`).check();
    await page.getByRole('button', { name: 'Confirmer le nouveau créneau' }).click();
    await page.getByText('Votre rendez-vous a été déplacé.').waitFor();
    expect(await statusOf(String(booked.data?.id))).toEqual({ status: 'pending', date: to.date, time: to.time });
    expect(await fitsTheScreen(page)).toBe(true);
    await context.close();
  });

  it('serves the link as the bare shell: no appointment in the HTML, no cache entry, not indexed', async () => {
    const { token } = await bookWithToken(t, nextSlot());
    const cache = t.server.ctx.pageCache!;
    const before = cache.size;
    const answer = await fetch(`${t.url}/appointment/manage/${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(await answer.text()).not.toMatch(/Support informatique|Awa/);
    expect(cache.size).toBe(before);
  });

  it('shows a clear French page for a link that never existed', async () => {
    const { context, page } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/appointment/manage/${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Ce lien n’est plus valable' }).waitFor();
    await page.getByRole('link', { name: 'Prendre un nouveau rendez-vous' }).waitFor();
    await context.close();
  });
});
