import type { Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import type { TestServer } from '../helpers/testServer';

/** Steps a person takes through the account pages, shared by the account and portal browser tests. */
export interface Customer {
  fullName: string;
  email: string;
  password: string;
}

export function newCustomer(firstName: string): Customer {
  const suffix = randomBytes(4).toString('hex');
  return { fullName: `${firstName} Ouédraogo`, email: `${firstName.toLowerCase()}.${suffix}@example.bf`, password: `motdepasse-${suffix}` };
}

export async function registerThroughPage(page: Page, t: TestServer, customer: Customer): Promise<void> {
  await page.goto(`${t.url}/register`);
  await page.getByLabel('Nom complet').fill(customer.fullName);
  await page.getByLabel('Adresse e-mail').fill(customer.email);
  await page.getByLabel('Mot de passe', { exact: false }).first().fill(customer.password);
  await page.getByLabel('Confirmer le mot de passe').fill(customer.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte', exact: true }).click();
  await page.waitForURL(`${t.url}/dashboard`);
  await portalDashboard(page);
}

/** The portal's dashboard itself, as the customer sees it once signed in (not only its address). */
async function portalDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
}

/** Creates the account through the auth API (quicker than the page when the test is about something else). */
export async function registerThroughApi(t: TestServer, customer: Customer): Promise<string> {
  const { data, error } = await t.client().auth.signUp({ email: customer.email, password: customer.password, options: { data: { full_name: customer.fullName } } });
  if (error || !data.user) throw error ?? new Error('inscription impossible');
  return data.user.id;
}

/** Waits for the login page itself: the page before it (registration, password reset) may have the same fields. */
export async function fillLogin(page: Page, email: string, password: string, remember = false): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.locator('#login-password').fill(password);
  if (remember) await page.getByLabel('Se souvenir de moi').check();
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

export async function logInThroughPage(page: Page, t: TestServer, customer: Customer, remember = false): Promise<void> {
  await page.goto(`${t.url}/login`);
  await fillLogin(page, customer.email, customer.password, remember);
  await page.waitForURL(`${t.url}/dashboard`);
  await portalDashboard(page);
}

export async function logOutThroughPortal(page: Page, t: TestServer): Promise<void> {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(`${t.url}/login`);
  await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
}
