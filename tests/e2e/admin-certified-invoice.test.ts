import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { qrModules } from '../../src/shared/certification/qrModules';
import { draftQuote } from '../fixtures/documents';
import { SecefStub } from '../fixtures/secefStub';
import { launchBrowser } from '../helpers/browser';
import { untilCertified } from '../helpers/certification';
import { pdfQrCells } from '../helpers/pdfQr';
import { pdfText } from '../helpers/pdfText';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fillLogin, newCustomer, registerThroughApi } from './accountSteps';
import { adminEnv, logInToAdmin } from './adminSteps';
import { openPage } from './publicSteps';
import { administratorClient } from './quoteSteps';

/**
 * Issue 47's « Done when », all in browsers: staff turn an accepted quote into an order and issue its invoice in the
 * back-office; the invoice waits « En attente de certification » until the certifier answers, then shows
 * « Certifiée »; the customer opens it in the portal and downloads a PDF whose certification block holds the code,
 * the NIM, « SPÉCIMEN » and the QR code of the certified content. The certifier is the built-in test certifier's
 * behaviour (TestSecef) on a port of its own (tests/fixtures/secefStub.ts), reached by the product's worker
 * through its production HTTP client: the test holds its answer, so the pending state is seen for certain.
 */
describe('staff issue an invoice in the back-office, it is certified, the customer downloads it certified', () => {
  const secef = new SecefStub();
  let t: TestServer;
  let browser: Browser;
  let office: BrowserContext;
  let page: Page;
  const customer = newCustomer('Mariam');
  /** What the office's test leaves for the customer's: the invoice's number and its certification. */
  let invoiceNumber = '';
  let certified: { secef_code: string; secef_qr: string };

  beforeAll(async () => {
    await secef.start();
    t = await startTestServer({
      serveSite: true,
      // The test NIM: documents print « SPÉCIMEN ». A long timeout: the held answer must not count as lost.
      env: { ...adminEnv, SECEF_API_URL: secef.url, SECEF_API_KEY: 'cle-du-module-de-test', SECEF_NIM: 'TEST-EMCF-01', SECEF_TIMEOUT_MS: '60000' },
    });
    browser = await launchBrowser();
    office = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    page = await office.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-certified-invoice-${task.id}.png`), fullPage: true });
  });
  afterAll(async () => {
    secef.release();
    await browser?.close();
    await t?.close();
    await secef.stop();
  });

  // Each test is a journey of a dozen pages: on this shared two-core machine one took 68 s, so each has two minutes.
  it('goes from the accepted quote to « Émettre la facture », « En attente de certification », then « Certifiée »', async () => {
    // A quote the customer accepted with « Bon pour accord » (the portal's part, tested in portal-invoices).
    const customerId = await registerThroughApi(t, customer);
    const staff = await administratorClient(t);
    const quoteId = await draftQuote(staff, customerId, [
      { description: 'Onduleur APC 1500 VA', quantity: 2, unit_price: 185_000 },
      { description: 'Installation électrique', quantity: 1, unit_price: 60_000 },
    ]);
    expect((await staff.from('quotes').update({ offer_status: 'sent' }).eq('id', quoteId)).error).toBeNull();
    const customerClient = t.client();
    expect((await customerClient.auth.signInWithPassword({ email: customer.email, password: customer.password })).error).toBeNull();
    expect((await customerClient.rpc('accept_my_quote', { quote_id: quoteId, signer_name: customer.fullName })).error).toBeNull();

    // The office: the accepted quote, « Convertir en commande », then « Émettre la facture ».
    secef.hold();
    await logInToAdmin(page, t);
    await page.goto(`${t.url}/admin/quotes/${quoteId}/show`);
    await page.getByText(`par ${customer.fullName} (« Bon pour accord »)`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Convertir en commande' }).click();
    await page.getByRole('dialog', { name: /^Convertir le devis DEV-\d{4}-\d{4} en commande \?$/ }).getByRole('button', { name: 'Convertir en commande' }).click();
    await page.getByText('Articles commandés').waitFor();
    await page.getByRole('button', { name: 'Émettre la facture' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Émettre la facture' }).click();
    const heading = page.getByText(/^Facture FAC-\d{4}-\d{4}$/).first();
    await heading.waitFor();
    invoiceNumber = (await heading.textContent())!.replace('Facture ', '');

    // Sent to the certifier, which has not answered yet: the invoice waits, and its customer does not see it.
    const panel = page.getByRole('region', { name: 'Certification DGI (SECeF)' });
    await panel.getByText('En attente de certification', { exact: true }).waitFor();
    await panel.getByText(/^En attente de certification depuis le /).waitFor();
    await expect.poll(() => secef.waiting, { timeout: 15_000 }).toBe(1);
    const hidden = await customerClient.from('invoices').select('id').eq('number', invoiceNumber);
    expect(hidden.data).toEqual([]);

    // The certifier answers; staff reload the page and see the invoice certified, with its code and NIM.
    secef.release();
    const { data: issued } = await staff.from('invoices').select('id').eq('number', invoiceNumber).single();
    await untilCertified(staff, 'invoices', (issued as { id: string }).id);
    certified = (await staff.from('invoices').select('secef_code, secef_qr').eq('number', invoiceNumber).single()).data as { secef_code: string; secef_qr: string };
    expect(secef.certifications).toEqual([invoiceNumber]);
    await page.reload();
    await panel.getByText('Certifiée', { exact: true }).waitFor();
    await panel.getByText(new RegExp(`^Certifiée le .+ : code ${certified.secef_code}, NIM TEST-EMCF-01\\.$`)).waitFor();
    await panel.getByText('SPÉCIMEN — facture non certifiée (mode test)').waitFor();
    expect(await panel.getByText('En attente de certification', { exact: true }).count()).toBe(0);
  }, 120_000);

  it('the customer, signed in on a phone, opens the certified invoice and downloads a PDF with its code, NIM, SPÉCIMEN and QR code', async () => {
    expect(invoiceNumber).not.toBe('');
    const portal = await openPage(browser, { mobile: true });
    await portal.page.goto(`${t.url}/login`);
    await fillLogin(portal.page, customer.email, customer.password);
    await portal.page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await portal.page.goto(`${t.url}/dashboard/invoices/${invoiceNumber}`);
    await portal.page.getByRole('heading', { level: 1, name: `Facture ${invoiceNumber}` }).waitFor();
    const block = portal.page.getByRole('region', { name: 'Facture électronique certifiée' });
    await block.getByText(certified.secef_code, { exact: true }).waitFor();
    const [download] = await Promise.all([
      portal.page.waitForEvent('download'),
      portal.page.getByRole('button', { name: 'Télécharger la facture (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`facture-${invoiceNumber}.pdf`);
    const pdf = new Uint8Array(await readFile(await download.path()));
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(`Facture n° ${invoiceNumber}`);
    expect(text).toContain('Onduleur APC 1500 VA 2 185 000 FCFA 370 000 FCFA');
    expect(text).toContain('Facture électronique certifiée');
    expect(text).toContain('SPÉCIMEN — facture non certifiée (mode test)');
    expect(text).toContain(`Code SECeF : ${certified.secef_code}`);
    expect(text).toContain('NIM : TEST-EMCF-01');
    expect(text).toContain(certified.secef_qr);
    // The QR code itself, read back from the PDF's drawing: the modules of exactly the certified content.
    const printedQr = await pdfQrCells(pdf);
    expect(printedQr).toEqual(qrModules(certified.secef_qr).dark.map((cell) => `${cell.row},${cell.column}`).sort());
    expect(portal.errors).toEqual([]);
    await portal.context.close();
  }, 120_000);
});
