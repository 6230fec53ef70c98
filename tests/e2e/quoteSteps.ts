import type { Page } from 'playwright-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from '../helpers/testServer';
import { administrator } from './adminSteps';

/** The administrator's API client (signed in with ADMIN_EMAIL / ADMIN_PASSWORD), for steps the page does not test. */
export async function administratorClient(t: TestServer): Promise<SupabaseClient> {
  const client = t.client();
  const { error } = await client.auth.signInWithPassword(administrator);
  if (error) throw new Error(`connexion administrateur impossible : ${error.message}`);
  return client;
}

export interface OfflineAcceptance {
  signer: string;
  /** The option's French label: « Sur papier (devis signé) », « Par e-mail », « Par téléphone ». */
  via: string;
  /** The signed quote, attached as the office scanned it (a PDF). */
  document?: { name: string; content: string };
}

/**
 * On a sent quote's page in the back-office: « Enregistrer l'accord du client » with who, how and the
 * signed document, then waits for the quote to show as accepted that way.
 */
export async function recordOfflineAcceptance(page: Page, acceptance: OfflineAcceptance): Promise<void> {
  await page.getByRole('button', { name: 'Enregistrer l’accord du client' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: /^Accord du client sur le devis DEV-/ }).waitFor();
  await dialog.getByLabel(/Nom du signataire/).fill(acceptance.signer);
  await dialog.getByRole('combobox', { name: /Accord donné/ }).click();
  await page.getByRole('option', { name: acceptance.via }).click();
  if (acceptance.document) {
    await dialog.locator('input[type="file"]').setInputFiles({
      name: acceptance.document.name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(acceptance.document.content),
    });
    await dialog.getByText(acceptance.document.name).waitFor();
  }
  await dialog.getByRole('button', { name: 'Enregistrer l’accord du client' }).click();
  await page.getByText(new RegExp(`par ${acceptance.signer} \\(« Bon pour accord »\\)\\. Accord donné : ${acceptance.via.replace(/[()]/g, '\\$&')}\\.`)).waitFor();
}

export interface QuoteRequester {
  quantity: number;
  name: string;
  email: string;
  phone: string;
  company: string;
}

/**
 * From the catalogue, a visitor opens the product, presses « Demander un devis », sets the quantity on
 * /quote and sends the request; waits for the confirmation.
 */
export async function requestQuoteFromProductPage(page: Page, t: TestServer, productName: string, requester: QuoteRequester): Promise<void> {
  await page.goto(`${t.url}/products`);
  await page.getByRole('link', { name: productName }).first().click();
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  await page.getByRole('link', { name: 'Demander un devis' }).click();
  await page.getByRole('group', { name: 'Produits à chiffrer' }).waitFor();
  await page.getByLabel(`Quantité de « ${productName} »`).fill(String(requester.quantity));
  await page.fill('#quote-name', requester.name);
  await page.fill('#quote-email', requester.email);
  await page.fill('#quote-phone', requester.phone);
  await page.fill('#quote-company', requester.company);
  await page.selectOption('#quote-projectType', 'hardware-upgrade');
  await page.getByLabel('Vente de matériel').check();
  await page.getByRole('button', { name: 'Demander mon devis' }).click();
  await page.getByRole('heading', { name: 'Demande de devis envoyée !' }).waitFor();
}
