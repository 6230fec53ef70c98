import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../fixtures/products';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { pdfText } from '../helpers/pdfText';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { newCustomer, registerThroughApi, type Customer } from './accountSteps';
import { adminEnv, logInToAdmin } from './adminSteps';

/** A 4 × 2 PNG: the company's logo, uploaded as the settings page would. */
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGOQ95sNRwzIHABneghBYneinwAAAABJRU5ErkJggg==', 'base64');

interface PlacedOrder {
  id: string;
  number: number;
}

/** What each label/value pair of the page's description lists looks like on screen. */
async function detailPairs(page: Page) {
  return page.locator('main dl').evaluateAll((lists) =>
    lists.flatMap((list) =>
      [...list.querySelectorAll(':scope > div')].map((pair) => {
        const label = pair.querySelector(':scope > dt');
        const value = pair.querySelector(':scope > dd');
        const box = (element: Element | null) => element?.getBoundingClientRect();
        return {
          label: label?.textContent ?? null,
          value: value?.textContent ?? null,
          labelBottom: box(label)?.bottom ?? 0,
          valueTop: box(value)?.top ?? 0,
          left: box(pair)?.left ?? 0,
        };
      }),
    ),
  );
}

/** Presses a download button and reads the PDF the browser saves. */
async function downloadPdf(page: Page, name: string): Promise<{ filename: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { filename: download.suggestedFilename(), text: await pdfText(new Uint8Array(await readFile(await download.path()))) };
}

/**
 * Issue 32, the order page of the back-office at 390 px and 1366 px: the customer's e-mail and phones are links,
 * each label sits on its own above its value, the pro forma and (once issued) the invoice download as PDFs, and the
 * delivery note prints the order's lines with their quantities and no prices.
 */
describe.each([
  { width: 390, height: 844, phone: true },
  { width: 1366, height: 900, phone: false },
])('the order page in the back-office at $width px', ({ width, height, phone }) => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let customer: Customer;
  let accountant: SignedInUser;
  let order: PlacedOrder;
  const products = ['borne-wifi-6-ubiquiti-u6-pro', 'macbook-pro-14-m3'] as const;
  let productNames: string[];

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    accountant = await signUpAdmin(t, 'Chef Compta');
    const uploaded = await t.serviceClient().storage.from('product-images').upload('company/logo.png', new Blob([new Uint8Array(logoPng)], { type: 'image/png' }));
    expect(uploaded.error).toBeNull();
    await t.server.ctx.db.query("update public.site_settings set logo_path = 'product-images/company/logo.png' where id = 1");
    const seeded = await seedProducts(t.server.ctx.db);
    const chosen = products.map((slug) => seeded[slug]);
    productNames = chosen.map((product) => product.name);
    customer = newCustomer('Aminata');
    const customerId = await registerThroughApi(t, customer);
    await t.server.ctx.db.query("update public.profiles set phone = '+226 76 54 32 10' where id = $1", [customerId]);
    const client = t.client();
    expect((await client.auth.signInWithPassword({ email: customer.email, password: customer.password })).error).toBeNull();
    const placed = await client.rpc('place_order', {
      items: [
        { product_id: chosen[0].id, quantity: 3 },
        { product_id: chosen[1].id, quantity: 1 },
      ],
      delivery: { name: customer.fullName, phone: '+226 70 11 22 33', address: 'Secteur 15, à côté de la pharmacie', notes: 'Appeler avant de passer' },
    });
    expect(placed.error).toBeNull();
    order = placed.data as PlacedOrder;
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR', viewport: { width, height }, isMobile: phone, hasTouch: phone });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    await logInToAdmin(page, t);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-order-page-${width}-${task.id}.png`), fullPage: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const openOrder = async () => {
    await page.goto(`${t.url}/admin/orders/${order.id}`);
    await page.getByRole('heading', { name: 'Livraison', level: 2 }).waitFor();
  };

  it('links the e-mail and the phones, and shows every label above its own value, in the company’s navy', async () => {
    await openOrder();
    expect(await page.getByRole('link', { name: customer.email }).getAttribute('href')).toBe(`mailto:${customer.email}`);
    expect(await page.getByRole('link', { name: '+226 76 54 32 10' }).getAttribute('href')).toBe('tel:+22676543210');
    expect(await page.getByRole('link', { name: '+226 70 11 22 33' }).getAttribute('href')).toBe('tel:+22670112233');

    const pairs = await detailPairs(page);
    const byLabel = Object.fromEntries(pairs.map((pair) => [pair.label, pair]));
    expect(byLabel['Client']?.value).toBe(customer.fullName);
    expect(byLabel['Adresse de livraison']?.value).toBe('Secteur 15, à côté de la pharmacie');
    expect(byLabel['Notes']?.value).toBe('Appeler avant de passer');
    expect(byLabel['Créé le']?.value).toMatch(/^\d{1,2} \S+ \d{4} à \d{2}h\d{2}$/);
    // Each label is an element of its own, drawn above its value: nothing reads « Aminata Ouédraogo27/11/2026 ».
    for (const pair of pairs) expect(pair.valueTop, `${pair.label} au-dessus de sa valeur`).toBeGreaterThanOrEqual(pair.labelBottom - 1);
    const shown = await page.locator('main').innerText();
    expect(shown).toContain('Adresse de livraison\nSecteur 15, à côté de la pharmacie');
    expect(shown).not.toContain(`${customer.fullName}${customer.email}`);
    if (phone) {
      // One column on a phone, and nothing wider than the screen.
      expect(new Set(pairs.map((pair) => Math.round(pair.left))).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    } else {
      expect(new Set(pairs.map((pair) => Math.round(pair.left))).size).toBeGreaterThan(1);
    }
    // The bar in the company's navy, not react-admin's blue, with the logo of the settings.
    const bar = page.getByRole('banner');
    expect(await bar.evaluate((header) => getComputedStyle(header).backgroundColor)).toBe('rgb(11, 61, 110)');
    const logo = bar.getByRole('img', { name: 'Ouaga IT Services' });
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });

  it('downloads the pro forma, then the invoice once it is issued', async () => {
    await openOrder();
    expect(await page.getByRole('button', { name: 'Facture (PDF)' }).count()).toBe(0);
    const proForma = await downloadPdf(page, 'Pro forma (PDF)');
    expect(proForma.filename).toBe(`facture-pro-forma-${order.number}.pdf`);
    expect(proForma.text).toContain('FACTURE PRO FORMA');
    for (const name of productNames) expect(proForma.text).toContain(name);

    expect((await accountant.client.from('orders').update({ status: 'confirmed' }).eq('id', order.id)).error).toBeNull();
    const issued = await accountant.client.rpc('issue_invoice', { order_id: order.id });
    expect(issued.error).toBeNull();
    const invoiceNumber = (issued.data as { number: string }).number;
    await openOrder();
    const invoice = await downloadPdf(page, 'Facture (PDF)');
    expect(invoice.filename).toBe(`facture-${invoiceNumber}.pdf`);
    expect(invoice.text).toContain(`Facture n° ${invoiceNumber}`);
  });

  it('prints a delivery note with the order’s lines and quantities, no prices, and both signatures', async () => {
    await openOrder();
    await page.getByRole('link', { name: 'Bon de livraison' }).click();
    const note = page.getByRole('article', { name: 'Bon de livraison' });
    await note.getByRole('heading', { level: 1, name: 'Bon de livraison' }).waitFor();
    const lines = note.getByRole('table', { name: 'Articles livrés' });
    await lines.getByRole('cell', { name: productNames[0], exact: true }).waitFor();
    const rows = await lines.locator('tbody tr').evaluateAll((found) => found.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    expect(rows.map((row) => row.join(' × ')).sort()).toEqual([`${productNames[0]} × 3`, `${productNames[1]} × 1`].sort());
    const text = await note.innerText();
    expect(text).toContain(`Commande n° ${order.number}`);
    expect(text).toContain('Secteur 15, à côté de la pharmacie');
    expect(text).toContain('+226 70 11 22 33');
    expect(text).toContain('Nombre d’articles\t4');
    expect(text).toContain('Livré par');
    expect(text).toContain('Reçu par');
    expect(text).not.toMatch(/FCFA|Prix/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // On paper: the note alone, without the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
    expect(await note.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Imprimer' }).waitFor();
  });

  it('titles the product form « Nouveau produit » and asks for images in plain French', async () => {
    await page.goto(`${t.url}/admin/products/create`);
    await page.getByLabel('Nom').first().waitFor();
    await page.getByRole('banner').getByText('Nouveau produit', { exact: true }).waitFor();
    expect(await page.getByText('Glissez vos images ici, ou cliquez pour les choisir.').count()).toBe(1);
    expect(await page.getByText(/Créer Produit|uploader/).count()).toBe(0);
  });
});
