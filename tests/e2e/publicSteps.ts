import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatLongDay } from '../../src/shared/format/dates';
import { prefilledClosedDays } from '../fixtures/requests';

/**
 * A page that records every console error and uncaught exception (a hydration mismatch is one).
 * `serviceWorker`: the site's service worker may run (tests/helpers/browser.ts blocks it otherwise).
 */
export async function openPage(browser: Browser, options: { mobile?: boolean; serviceWorker?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const screen = options.mobile ? { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } };
  const context = await browser.newContext({ ...screen, ...(options.serviceWorker ? { serviceWorkers: 'allow' as const } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** A weekday (Monday to Friday, not a public holiday) at least a week ahead, as `YYYY-MM-DD`. */
export function futureWeekday(offsetDays = 7): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || prefilledClosedDays.has(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The next Sunday at least a week ahead. */
export function futureSunday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Intl writes amounts with no-break spaces; compare with plain ones. */
export const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/**
 * A day of the booking calendar, shown as a visitor would: « Mois suivant » until its month shows.
 * Its name is what a screen reader says, e.g. « jeudi 3 décembre 2026, créneaux disponibles ».
 */
export async function calendarDay(page: Page, day: string): Promise<Locator> {
  const grid = page.getByRole('grid');
  await grid.waitFor();
  const cell = grid.getByRole('gridcell', { name: new RegExp(`^${formatLongDay(day)},`) });
  for (let month = 0; month < 12 && (await cell.count()) === 0; month++) {
    await page.getByRole('button', { name: 'Mois suivant' }).click();
  }
  return cell;
}

/** Chooses a day in the booking calendar with a click. */
export async function chooseDay(page: Page, day: string): Promise<void> {
  await (await calendarDay(page, day)).click();
}

/**
 * The WCAG contrast ratio between an element's text colour and its background as the browser
 * paints them now (hover and focus included); a transparent background counts as white.
 */
export async function textContrast(element: Locator): Promise<number> {
  const [text, background] = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return [style.color, style.backgroundColor];
  });
  const channels = (color: string) => (/rgba?\(([^)]+)\)/.exec(color)?.[1] ?? '').split(',').map((part) => Number(part.trim()));
  const luminance = (color: string) => {
    const [red, green, blue, alpha = 1] = channels(color);
    if (alpha === 0) return 1;
    const linear = (value: number) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  };
  const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}
