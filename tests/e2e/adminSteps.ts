import type { Page } from 'playwright-core';
import type { TestServer } from '../helpers/testServer';

/** The administrator created at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const administrator = { email: 'direction@ouaga-it.example', password: 'motdepasse-admin-2026' };

export const adminEnv = { ADMIN_EMAIL: administrator.email, ADMIN_PASSWORD: administrator.password };

/** Types the password on the back-office's own login page (ra-supabase's) and submits it. */
export async function submitAdminPassword(page: Page, t: TestServer): Promise<void> {
  await page.goto(`${t.url}/admin`);
  await page.waitForURL(`${t.url}/admin/login`);
  await page.getByLabel('Adresse e-mail').fill(administrator.email);
  await page.locator('input[name="password"]').fill(administrator.password);
  await page.getByRole('button', { name: 'Connexion' }).click();
}

/** What the dashboard shows, once it is open. */
export const untilDashboard = (page: Page) => page.getByText('Rendez-vous en attente').waitFor();

/** Logs in on the back-office's own login page, and waits for the dashboard. */
export async function logInToAdmin(page: Page, t: TestServer): Promise<void> {
  await submitAdminPassword(page, t);
  await page.waitForURL(/\/admin\/?$/);
  await untilDashboard(page);
}

/** The table row holding this text (react-admin's DataTable). */
export function rowWith(page: Page, text: string) {
  return page.locator('tr', { hasText: text });
}
