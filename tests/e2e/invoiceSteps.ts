import type { Page } from 'playwright-core';

/** What staff type in the back-office's « Enregistrer un paiement » or « Enregistrer un remboursement » dialog. */
interface MoneyEntry {
  /** The dialog's button and title: « Enregistrer un paiement » or « Enregistrer un remboursement ». */
  action: string;
  /** The method field's label: « Moyen de paiement » or « Moyen de remboursement ». */
  methodLabel: string;
  amount: number;
  method: string;
  reference: string;
}

/** Opens the invoice's dialog, types the entry, saves it, and waits for its row in the invoice's table. */
export async function recordOnInvoice(page: Page, entry: MoneyEntry): Promise<void> {
  await page.getByRole('button', { name: entry.action }).click();
  const form = page.getByRole('dialog', { name: new RegExp(entry.action) });
  await form.getByLabel(/Montant/).fill(String(entry.amount));
  await form.getByRole('combobox', { name: new RegExp(entry.methodLabel) }).click();
  await page.getByRole('option', { name: entry.method }).click();
  await form.getByLabel(/Référence/).fill(entry.reference);
  await form.getByRole('button', { name: entry.action }).click();
  await page.getByRole('cell', { name: entry.reference }).waitFor();
}

/** The amount beside a label of the back-office invoice's amounts (« Reste à payer », « Avoir à rembourser »). */
export const invoiceAmount = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
