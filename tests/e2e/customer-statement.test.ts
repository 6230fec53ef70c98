import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder } from '../fixtures/documents';
import { seedProducts } from '../fixtures/products';
import { signUpAdmin, signUpUser, testPassword, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { untilCertified } from '../helpers/certification';
import { pdfText } from '../helpers/pdfText';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fillLogin } from './accountSteps';
import { adminEnv, logInToAdmin, rowWith } from './adminSteps';
import { invoiceAmount } from './invoiceSteps';
import { openPage, plainSpaces } from './publicSteps';

/**
 * Issue 48 point 5: the customer downloads their « Relevé de compte » on a 390 px phone, and the office finds
 * them in « Encours clients » and sends them the statement by mail.
 */
describe('customer statement and receivables', () => {
  let t: TestServer;
  let browser: Browser;
  let staff: SignedInUser;
  let customer: SignedInUser;
  let invoiceNumber: string;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
    staff = await signUpAdmin(t, 'Chef Comptable');
    customer = await signUpUser(t, 'Mariam Zongo');
    const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    // Two units: 600 000 HT, 708 000 TTC; 208 000 paid, 500 000 left.
    const orderId = await confirmedOrder(customer.client, staff.client, wifi.id, 2);
    const issued = await staff.client.rpc('issue_invoice', { order_id: orderId });
    if (issued.error) throw new Error(issued.error.message);
    const invoice = issued.data as { id: string; number: string };
    invoiceNumber = invoice.number;
    await untilCertified(staff.client, 'invoices', invoice.id);
    const paid = await staff.client.from('payments').insert({ invoice_id: invoice.id, amount: 208_000, method: 'orange_money', reference: 'OM-77' });
    if (paid.error) throw new Error(paid.error.message);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('shows the customer their statement of the year on a phone, and downloads it as a PDF', async () => {
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/login`);
    await fillLogin(page, customer.email, testPassword);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();

    await page.getByRole('button', { name: 'Ouvrir le menu de l’espace client' }).click();
    await page.getByRole('navigation', { name: 'Navigation de l’espace client' }).getByRole('link', { name: 'Mes factures' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mes factures' }).waitFor();
    await page.getByRole('link', { name: 'Mon relevé de compte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Relevé de compte' }).waitFor();

    // The current year by default; the balance and the movements.
    const year = new Date().getUTCFullYear();
    expect(await page.getByRole('textbox', { name: 'Du', exact: true }).inputValue()).toBe(`${year}-01-01`);
    await page.getByRole('heading', { level: 2, name: 'Mouvements de la période' }).waitFor();
    expect(plainSpaces(await invoiceAmount(page, 'Solde dû à la fin de la période').textContent())).toBe('500 000 FCFA');
    expect(plainSpaces(await invoiceAmount(page, 'Factures et remboursements').textContent())).toBe('708 000 FCFA');
    expect(plainSpaces(await invoiceAmount(page, 'Avoirs et paiements').textContent())).toBe('208 000 FCFA');
    const movements = page.getByRole('list', { name: 'Mouvements du relevé' }).getByRole('listitem');
    expect(await movements.count()).toBe(2);
    expect(plainSpaces(await movements.nth(1).textContent())).toContain(`Paiement Orange Money (OM-77) – facture ${invoiceNumber}`);
    expect(plainSpaces(await invoiceAmount(page, 'Non échu').textContent())).toBe('500 000 FCFA');
    expect(await fitsTheScreen(page)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le relevé (PDF)' }).click()]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`releve-de-compte-${year}-01-01-au-${today}.pdf`);
    const text = (await pdfText(new Uint8Array(await readFile(await download.path())))).replace(/\s+/g, ' ');
    expect(text).toContain('RELEVÉ DE COMPTE');
    expect(text).toContain('Mariam Zongo');
    expect(text).toContain(`Facture ${invoiceNumber} 708 000 FCFA 708 000 FCFA`);
    expect(text).toContain('Total des mouvements de la période 708 000 FCFA 208 000 FCFA');
    expect(text).toContain('Solde à la fin de la période 500 000 FCFA');

    // A period before the invoice: nothing moved, nothing owed.
    await page.getByRole('textbox', { name: 'Au', exact: true }).fill(`${year - 1}-12-31`);
    await page.getByRole('textbox', { name: 'Du', exact: true }).fill(`${year - 1}-01-01`);
    await page.getByRole('button', { name: 'Afficher' }).click();
    await page.getByText('Aucun mouvement sur cette période.').waitFor();
    expect(plainSpaces(await invoiceAmount(page, 'Solde dû à la fin de la période').textContent())).toBe('0 FCFA');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the customer in « Encours clients » for the office, which sends them the statement', async () => {
    const { context, page, errors } = await openPage(browser);
    await logInToAdmin(page, t);
    await page.getByRole('menuitem', { name: 'Encours clients' }).click();
    await page.getByRole('heading', { name: 'Total des encours' }).waitFor();
    const row = rowWith(page, 'Mariam Zongo');
    await row.waitFor();
    expect(plainSpaces(await row.textContent())).toContain('500 000 FCFA');
    expect(plainSpaces(await page.getByRole('region', { name: 'Total des encours' }).textContent())).toContain('1 client — solde 500 000 FCFA, dont 0 FCFA en retard');

    await row.getByRole('button', { name: 'Envoyer le relevé' }).click();
    await page.getByRole('dialog').getByText(`part par e-mail à ${customer.email}`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer le relevé' }).click();
    await page.getByText(`Relevé de compte envoyé à ${customer.email}.`).waitFor();

    const mail = (await mailsTo(t, customer.email)).find((one) => one.subject.startsWith('Votre relevé de compte'));
    expect(mail?.text).toContain('Solde au');
    expect(mail?.attachments).toHaveLength(1);
    expect(await pdfText(new Uint8Array(mail?.attachments[0].content ?? []))).toContain(`Facture ${invoiceNumber}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
