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
