import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin, rowWith } from './adminSteps';

/** The options of the catalogue's category filter, as a visitor reads them. */
const filterOptions = (page: Page) => page.locator('#catalogue-category option').allTextContents();

/** Issue 32: « add a category and see it in the public filter ». */
describe('product categories edited in the back-office', () => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let admin: Page;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR' });
    admin = await context.newPage();
    admin.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    await logInToAdmin(admin, t);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await admin.screenshot({ path: path.join(os.tmpdir(), `admin-categories-${task.id}.png`) });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('adds a category with its icon: the public filter, the home page and the product form offer it', async () => {
    // A visitor saw the catalogue before: the page the server keeps must not hide the new category.
    const visitor = await browser.newPage({ locale: 'fr-FR' });
    await visitor.goto(`${t.url}/products`);
    await visitor.getByRole('heading', { level: 1, name: 'Nos produits' }).waitFor();
    expect(await filterOptions(visitor)).toEqual([
      'Toutes les catégories',
      'Ordinateurs portables',
      'Serveurs',
      'Réseaux',
      'Logiciels',
      'Imprimantes',
      'Accessoires',
    ]);

    await admin.goto(`${t.url}/admin/product_categories`);
    await rowWith(admin, 'Imprimantes').waitFor();
    await admin.getByRole('link', { name: 'Créer' }).click();
    await admin.getByRole('textbox', { name: 'Nom' }).fill('Onduleurs');
    await admin.getByRole('spinbutton', { name: 'Ordre' }).fill('55');
    await admin.getByLabel('Icône').click();
    await admin.getByRole('option', { name: 'Engrenage (installation)' }).click();
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await rowWith(admin, 'Onduleurs').getByRole('cell', { name: 'onduleurs', exact: true }).waitFor();

    await visitor.goto(`${t.url}/products`);
    await visitor.getByRole('heading', { level: 1, name: 'Nos produits' }).waitFor();
    expect(await filterOptions(visitor)).toEqual([
      'Toutes les catégories',
      'Ordinateurs portables',
      'Serveurs',
      'Réseaux',
      'Logiciels',
      'Imprimantes',
      'Onduleurs',
      'Accessoires',
    ]);

    // A product filed under it in the back-office's form, then found through the filter.
    await admin.goto(`${t.url}/admin/products/create`);
    await admin.getByRole('textbox', { name: 'Nom' }).fill('Onduleur APC 1500 VA');
    await admin.getByLabel('Prix (FCFA)').fill('185000');
    await admin.getByLabel('Catégorie').click();
    await admin.getByRole('option', { name: 'Onduleurs' }).click();
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await rowWith(admin, 'Onduleur APC 1500 VA').getByText('Onduleurs').waitFor();

    await visitor.selectOption('#catalogue-category', 'onduleurs');
    await expect.poll(() => visitor.locator('.product-card h2').allTextContents()).toEqual(['Onduleur APC 1500 VA']);
    expect(visitor.url()).toMatch(/category=onduleurs/);
    await visitor.locator('.product-card', { hasText: 'Onduleur APC 1500 VA' }).getByText('Onduleurs').waitFor();

    // The home page's cards follow the table too, in its order.
    await visitor.goto(`${t.url}/`);
    const cards = visitor.getByRole('region', { name: 'Nos produits' }).getByRole('link');
    await cards.first().waitFor();
    expect(await cards.allTextContents()).toEqual(expect.arrayContaining(['Imprimantes', 'Onduleurs']));
    await visitor.getByRole('link', { name: 'Onduleurs' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Nos produits' }).waitFor();
    expect(await visitor.locator('#catalogue-category').inputValue()).toBe('onduleurs');
    await visitor.close();
  });

  it('refuses to delete a category that still has products, saying so', async () => {
    const service = t.serviceClient();
    expect((await service.from('product_categories').insert({ name: 'Scanners', slug: 'scanners', position: 80 })).error).toBeNull();
    expect((await service.from('products').insert({ name: 'Scanner Epson DS-530', price: 290_000, category: 'scanners' })).error).toBeNull();
    await admin.goto(`${t.url}/admin/product_categories`);
    await rowWith(admin, 'Scanners').getByRole('button', { name: 'Supprimer' }).click();
    await admin.getByRole('button', { name: 'Confirmer' }).click();
    await admin.getByText('La catégorie « Scanners » contient encore 1 produit(s) : changez-leur de catégorie avant de la supprimer.').waitFor();
    await admin.goto(`${t.url}/admin/product_categories`);
    await rowWith(admin, 'Scanners').getByRole('cell', { name: 'scanners', exact: true }).waitFor();
  });
});
