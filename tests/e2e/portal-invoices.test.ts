import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftQuote } from '../fixtures/documents';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { untilCertified } from '../helpers/certification';
import { pdfText } from '../helpers/pdfText';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fillLogin, newCustomer, registerThroughApi } from './accountSteps';
import { openPage, plainSpaces } from './publicSteps';

/**
 * Issue 30, from the customer's side on a 390 px phone: a sent quote accepted in the portal, then its invoice,
 * certified by the built-in test certifier (issue 47) before the customer sees it, with its certification block.
 */
describe('quotes and invoices in the customer area, on a phone', () => {
  let t: TestServer;
  let browser: Browser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
    admin = await signUpAdmin(t, 'Chef Comptable');
    await t.server.ctx.db.query("update public.site_settings set ifu = '00012345X', rccm = 'BF-OUA-2020-B-1234', orange_money_number = '+226 70 00 00 01' where id = 1");
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  async function goThroughMenu(page: Page, item: string, heading: string) {
    await page.getByRole('button', { name: 'Ouvrir le menu de l’espace client' }).click();
    await page.getByRole('navigation', { name: 'Navigation de l’espace client' }).getByRole('link', { name: item }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  it('accepts a sent quote with « Bon pour accord », then finds the invoice with its balance and downloads its PDF', async () => {
    const awa = newCustomer('Awa');
    const customerId = await registerThroughApi(t, awa);
    const quoteId = await draftQuote(admin.client, customerId, [
      { description: 'Poste de travail HP ProDesk', quantity: 3, unit_price: 333_333 },
      { description: 'Installation et configuration', quantity: 1, unit_price: 150_000, discount_percent: 15 },
    ]);
    expect((await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', quoteId)).error).toBeNull();
    const quoteNumber = (await admin.client.from('quotes').select('number').eq('id', quoteId).single()).data?.number as string;

    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/login`);
    await fillLogin(page, awa.email, awa.password);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();

    // The quote: its lines, totals HT / TVA / TTC, and the answer forms.
    await goThroughMenu(page, 'Mes devis', 'Mes devis');
    const offer = page.getByRole('region', { name: `Devis ${quoteNumber}` });
    await offer.getByRole('heading', { name: `Devis ${quoteNumber}` }).waitFor();
    expect(await offer.locator('.quote-lines li').count()).toBe(2);
    await offer.getByText('Remise 15 %').waitFor();
    // 999 999 + 127 500 = 1 127 499 HT; TVA 202 949,82 → 202 950; TTC 1 330 449.
    expect(plainSpaces(await offer.locator('.quote-totals').textContent())).toContain('Total HT1 127 499 FCFA');
    expect(plainSpaces(await offer.locator('.quote-totals__ttc').textContent())).toBe('1 330 449 FCFA');
    await page.getByText('Devis envoyé', { exact: true }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    await offer.getByLabel('Votre nom complet').fill(awa.fullName);
    await offer.getByRole('button', { name: 'Bon pour accord' }).click();
    await offer.getByText(`« Bon pour accord » signé par ${awa.fullName}`, { exact: false }).waitFor();
    await page.getByText('Accepté', { exact: true }).waitFor();
    expect(await offer.getByRole('button', { name: 'Refuser le devis' }).count()).toBe(0);
    const answered = await t.server.ctx.db.query<{ offer_status: string; accepted_by_name: string }>(
      'select offer_status, accepted_by_name from public.quotes where id = $1',
      [quoteId],
    );
    expect(answered.rows[0]).toEqual({ offer_status: 'accepted', accepted_by_name: awa.fullName });

    // Staff turn it into an order, invoice it and record a first payment.
    const order = await admin.client.rpc('convert_quote_to_order', { quote_id: quoteId });
    expect(order.error).toBeNull();
    const issued = await admin.client.rpc('issue_invoice', { order_id: (order.data as { id: string }).id });
    expect(issued.error).toBeNull();
    const invoice = issued.data as { id: string; number: string; total_ttc: number };
    expect(invoice.total_ttc).toBe(1_330_449);
    // The built-in test certifier certifies it (the SECeF's part, issue 47): only then is it paid and shown.
    await untilCertified(admin.client, 'invoices', invoice.id);
    const certified = (await admin.client.from('invoices').select('secef_code, secef_qr').eq('id', invoice.id).single()).data as { secef_code: string; secef_qr: string };
    expect((await admin.client.from('payments').insert({ invoice_id: invoice.id, amount: 330_449, method: 'orange_money', reference: 'OM-2211' })).error).toBeNull();

    // The invoice in the list: total TTC, status and what is left to pay.
    await goThroughMenu(page, 'Mes factures', 'Mes factures');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Voir la facture ${invoice.number}` }) });
    await card.getByText('Partiellement payée').waitFor();
    expect(plainSpaces(await card.locator('.order-totals').textContent())).toBe('Total TTC1 330 449 FCFAReste à payer (TTC)1 000 000 FCFA');
    expect(await fitsTheScreen(page)).toBe(true);

    // Its page: lines, payments, balance, and the PDF.
    await card.getByRole('link', { name: `Voir la facture ${invoice.number}` }).click();
    await page.getByRole('heading', { level: 1, name: `Facture ${invoice.number}` }).waitFor();
    const lines = page.getByRole('list', { name: 'Détail' }).getByRole('listitem');
    await lines.filter({ hasText: 'Poste de travail HP ProDesk' }).waitFor();
    expect(plainSpaces(await lines.filter({ hasText: 'Poste de travail HP ProDesk' }).textContent())).toBe('Poste de travail HP ProDesk3 × 333 333 FCFA HT999 999 FCFA HT');
    expect(await lines.count()).toBe(2);
    await page.getByText('Orange Money').first().waitFor();
    // The certification as the DGI wants it shown: QR code, code, NIM, and « SPÉCIMEN » in test mode.
    const block = page.getByRole('region', { name: 'Facture électronique certifiée' });
    await block.getByRole('img', { name: 'QR code de vérification de la facture' }).waitFor();
    await block.getByText(certified.secef_code, { exact: true }).waitFor();
    await block.getByText('TEST-EMCF-01', { exact: true }).waitFor();
    await block.getByText('SPÉCIMEN — facture non certifiée (mode test)').waitFor();
    expect(plainSpaces(await page.getByRole('region', { name: 'Paiements reçus' }).textContent())).toContain('330 449 FCFA TTC');
    expect(await fitsTheScreen(page)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger la facture (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`facture-${invoice.number}.pdf`);
    const text = (await pdfText(new Uint8Array(await readFile(await download.path())))).replace(/\s+/g, ' ');
    expect(text).toContain(`Facture n° ${invoice.number}`);
    expect(text).toContain('IFU : 00012345X – RCCM : BF-OUA-2020-B-1234');
    expect(text).toContain('Poste de travail HP ProDesk 3 333 333 FCFA 999 999 FCFA');
    expect(text).toContain('Total TTC 1 330 449 FCFA');
    expect(text).toContain('Déjà payé 330 449 FCFA');
    expect(text).toContain('Solde dû TTC 1 000 000 FCFA');
    expect(text).toContain('Facture électronique certifiée');
    expect(text).toContain('SPÉCIMEN — facture non certifiée (mode test)');
    expect(text).toContain(`Code SECeF : ${certified.secef_code}`);
    expect(text).toContain('NIM : TEST-EMCF-01');
    expect(text).toContain(certified.secef_qr);
    expect(errors).toEqual([]);
    await context.close();
  });
});
