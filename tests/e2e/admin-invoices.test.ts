import type { Browser, BrowserContext, Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '../../src/shared/format/money';
import { documentYear } from '../fixtures/documents';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { quoteRequest } from '../fixtures/requests';
import { signUpUser, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin, rowWith } from './adminSteps';

/** What a screen shows of an amount, spaces as typed (the page uses narrow no-break spaces). */
const shown = (amount: number) => new RegExp(`^${formatFcfa(amount).replace(/\s/g, '\\s')}$`);

/**
 * Issue 30, the back-office's money path: quote with lines → sent → accepted by the customer → order → invoice → payment,
 * on a 390 px phone (the wide tables scroll inside the page, the actions keep their words).
 */
describe('an administrator builds a quote, turns it into an order, invoices it and records a payment', () => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let customer: SignedInUser;
  let router: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    customer = await signUpUser(t, 'Salif Kaboré');
    router = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    await logInToAdmin(page, t);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-invoices-e2e-${task.id}.png`), fullPage: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('goes from a two-line quote to a partly paid invoice', async () => {
    // The customer's request, from their account.
    const requested = await customer.client.from('quotes').insert(quoteRequest({ name: 'Salif Kaboré', email: customer.email, company: 'Kaboré BTP' }));
    expect(requested.error).toBeNull();

    await page.goto(`${t.url}/admin/quotes`);
    await rowWith(page, 'Salif Kaboré').getByText('Salif Kaboré').click();
    await page.getByRole('heading', { name: 'Offre', exact: true }).waitFor();

    // A line from the catalogue, at its price.
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter une ligne' });
    await dialog.getByLabel('Produit du catalogue (facultatif)').fill('Ubiquiti');
    await page.getByRole('option', { name: router.name }).click();
    await expect.poll(() => dialog.getByLabel(/Désignation/).inputValue()).toBe(router.name);
    await expect.poll(() => dialog.getByLabel(/Prix unitaire HT/).inputValue()).toBe(String(router.price));
    await dialog.getByLabel(/Quantité/).fill('2');
    await dialog.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await page.getByRole('cell', { name: router.name, exact: true }).waitFor();

    // A free-text line with a discount.
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter une ligne' });
    await dialog.getByLabel(/Désignation/).fill('Installation et configuration');
    await dialog.getByLabel(/Prix unitaire HT/).fill('75000');
    await dialog.getByLabel(/Remise/).fill('10');
    await dialog.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await page.getByRole('cell', { name: 'Installation et configuration', exact: true }).waitFor();
    await page.getByRole('cell', { name: shown(67_500) }).waitFor();

    // The screen's totals are the database's.
    const { rows: drafts } = await t.server.ctx.db.query<{ id: string; total_ht: number; total_tva: number; total_ttc: number }>(
      'select id, total_ht, total_tva, total_ttc from public.quotes where email = $1',
      [customer.email],
    );
    const quote = drafts[0];
    expect(quote.total_ht).toBe(2 * router.price + 67_500);
    for (const [label, amount] of [['Total HT', quote.total_ht], ['TVA (18 %)', quote.total_tva], ['Total TTC', quote.total_ttc]] as const) {
      await page.getByRole('row', { name: label }).getByRole('cell', { name: shown(amount) }).waitFor();
    }

    // Sent: numbered by the database.
    await page.getByRole('button', { name: 'Envoyer le devis' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer le devis' }).click();
    const quoteNumber = `DEV-${documentYear}-0001`;
    await page.getByRole('heading', { name: `Offre ${quoteNumber}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Ajouter une ligne' }).count()).toBe(0);
    // The customer's e-mail with the link is queued by the same transaction.
    const mails = await t.server.ctx.db.query('select recipient from public.notifications where kind = $1 and quote_id = $2', ['quote_sent', quote.id]);
    expect(mails.rows).toEqual([{ recipient: customer.email }]);

    // The customer accepts it (from their portal: the same database rule as the e-mail link).
    const accepted = await customer.client.rpc('accept_my_quote', { quote_id: quote.id, signer_name: 'Salif Kaboré' });
    expect(accepted.error).toBeNull();
    await page.reload();
    await page.getByText(/par Salif Kaboré \(« Bon pour accord »\)/).waitFor();

    await page.getByRole('button', { name: 'Convertir en commande' }).click();
    dialog = page.getByRole('dialog', { name: `Convertir le devis ${quoteNumber} en commande ?` });
    await dialog.getByLabel('Adresse de livraison (facultatif)').fill('Zone du Bois, Ouagadougou');
    await dialog.getByRole('button', { name: 'Convertir en commande' }).click();
    const { rows: orders } = await t.server.ctx.db.query<{ number: number }>('select number from public.orders where profile_id = $1', [customer.id]);
    await page.getByText(`Commande n° ${orders[0].number}`).first().waitFor();
    await page.getByText('Articles commandés').waitFor();

    // The invoice.
    await page.getByRole('button', { name: 'Émettre la facture' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Émettre la facture' }).click();
    const invoiceNumber = `FAC-${documentYear}-0001`;
    await page.getByText(`Facture ${invoiceNumber}`).first().waitFor();
    await page.getByRole('cell', { name: 'Installation et configuration', exact: true }).waitFor();
    await page.getByText('Non payée').waitFor();

    // A partial payment by Orange Money.
    const paid = 200_000;
    await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    dialog = page.getByRole('dialog', { name: /Enregistrer un paiement/ });
    await dialog.getByLabel(/Montant/).fill(String(paid));
    await dialog.getByRole('combobox', { name: /Moyen de paiement/ }).click();
    await page.getByRole('option', { name: 'Orange Money' }).click();
    await dialog.getByLabel(/Référence/).fill('OM-2611-0042');
    await dialog.getByRole('button', { name: 'Enregistrer un paiement' }).click();

    await page.getByText('Partiellement payée').waitFor();
    await page.getByRole('cell', { name: 'OM-2611-0042' }).waitFor();
    const balance = page.locator('dt', { hasText: 'Reste à payer' }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => balance.textContent()).toMatch(shown(quote.total_ttc - paid));
    // Nothing wider than the phone: the tables scroll inside their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
