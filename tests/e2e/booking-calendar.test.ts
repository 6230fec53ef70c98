import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, formatLongDay } from '../../src/shared/format/dates';
import { appointmentRequest, prefilledClosedDays } from '../fixtures/requests';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { calendarDay, futureWeekday, openPage, textContrast } from './publicSteps';

/** The first weekday after `day` that is no public holiday. */
function nextWeekdayAfter(day: string): string {
  let next = addDaysIso(day, 1);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay()) || prefilledClosedDays.has(next)) next = addDaysIso(next, 1);
  return next;
}

const weekdayStarts = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];

describe('the booking calendar', () => {
  let t: TestServer;
  let browser: Browser;
  // A company closure the settings add, a day whose every slot is booked, and days to book.
  const holiday = futureWeekday(15);
  const fullDay = nextWeekdayAfter(holiday);
  const bookedDay = nextWeekdayAfter(fullDay);
  const phoneDay = nextWeekdayAfter(bookedDay);

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
    await t.server.ctx.db.query(
      `update public.site_settings set closed_days = closed_days || jsonb_build_array(jsonb_build_object('date', $1::text, 'label', 'Inventaire annuel')) where id = 1`,
      [holiday],
    );
    const everySlot = weekdayStarts.map((time, index) => appointmentRequest({ date: fullDay, time }, { email: `plein-${index}@example.bf` }));
    const { error } = await t.serviceClient().from('appointments').insert(everySlot);
    expect(error).toBeNull();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function expectDayUnavailable(page: Page, day: string, said: string) {
    const cell = await calendarDay(page, day);
    await expect.poll(() => cell.getAttribute('aria-label')).toBe(`${formatLongDay(day)}, ${said}`);
    expect(await cell.getAttribute('aria-disabled')).toBe('true');
  }

  it('marks a closure and a full day, says why on Enter, and books a day chosen with the keyboard (1366 px)', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${t.url}/appointment`);
    await page.getByRole('heading', { name: 'Prendre rendez-vous' }).waitFor();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole('grid', { name: new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`)) }).waitFor();
    expect(await page.getByRole('button', { name: 'Mois précédent' }).isDisabled()).toBe(true);

    await expectDayUnavailable(page, holiday, 'fermé ce jour-là (Inventaire annuel)');
    // A day that cannot be booked is aria-disabled (Playwright will not click it) yet focusable: Enter says why.
    await (await calendarDay(page, holiday)).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: `${formatLongDay(holiday)} : Fermé ce jour-là (Inventaire annuel).` }).waitFor();
    await expectDayUnavailable(page, fullDay, 'complet');
    await (await calendarDay(page, fullDay)).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: `${formatLongDay(fullDay)} : Complet.` }).waitFor();
    // Neither was chosen: no slot list.
    await page.getByText('Choisissez d’abord une date.').waitFor();

    // Keyboard: from the full day, the right arrow walks to the next open day (across a weekend or a month too), Enter chooses it.
    await (await calendarDay(page, fullDay)).focus();
    const daysBetween = (Date.parse(bookedDay) - Date.parse(fullDay)) / 86_400_000;
    for (let step = 0; step < daysBetween; step++) await page.keyboard.press('ArrowRight');
    const next = page.getByRole('gridcell', { name: `${formatLongDay(bookedDay)}, créneaux disponibles` });
    await expect.poll(() => next.evaluate((cell) => cell === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => next.getAttribute('aria-selected')).toBe('true');
    await page.getByText(`Jour choisi : ${formatLongDay(bookedDay)}.`).waitFor();

    await page.getByRole('radiogroup', { name: 'Créneaux disponibles' }).getByRole('radio', { name: '10h00' }).check();
    await page.selectOption('#appointment-service', 'it-support');
    await page.fill('#appointment-fullName', 'Salif Ouédraogo');
    await page.fill('#appointment-email', 'salif@example.bf');
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Rendez-vous enregistré !' }).waitFor();
    const { data: rows } = await t.serviceClient().from('appointments').select('date, time, status').eq('email', 'salif@example.bf');
    expect(rows).toEqual([{ date: bookedDay, time: '10:00:00', status: 'pending' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone and books with taps', async () => {
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/appointment`);
    await page.getByRole('heading', { name: 'Prendre rendez-vous' }).waitFor();
    await expectDayUnavailable(page, fullDay, 'complet');
    const grid = await page.getByRole('grid').boundingBox();
    expect(grid && grid.x >= 0 && grid.x + grid.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const chosen = await calendarDay(page, phoneDay);
    await chosen.tap();
    // The chosen day stays under the finger (hovered, focused): its number is still read at AA contrast (issue 46).
    await chosen.hover();
    await expect.poll(() => chosen.getAttribute('aria-selected')).toBe('true');
    expect(await textContrast(chosen)).toBeGreaterThanOrEqual(4.5);
    await page.getByRole('radiogroup', { name: 'Créneaux disponibles' }).getByRole('radio', { name: '14h30' }).check();
    await page.selectOption('#appointment-service', 'training');
    await page.fill('#appointment-fullName', 'Rasmata Kaboré');
    await page.fill('#appointment-email', 'rasmata@example.bf');
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Rendez-vous enregistré !' }).waitFor();
    const { data: rows } = await t.serviceClient().from('appointments').select('date, time').eq('email', 'rasmata@example.bf');
    expect(rows).toEqual([{ date: phoneDay, time: '14:30:00' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
