import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin } from './adminSteps';
import { openPage } from './publicSteps';
import { requestQuoteFromProductPage } from './quoteSteps';

/** Issue 46 point 9: « Demander un devis » on a product page carries it to /quote; the office starts the offer from it. */
describe('a quote request for a product, from its page to the office’s offer', () => {
  let t: TestServer;
  let browser: Browser;
  let router: SeedProduct;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    router = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('sends the product and its quantity with the request, and staff turn them into the offer’s line in one click', async () => {
    const visitor = await openPage(browser, { mobile: true });
    await requestQuoteFromProductPage(visitor.page, t, router.name, {
      quantity: 12,
      name: 'Awa Ouédraogo',
      email: 'dgb@example.bf',
      phone: '+226 70 11 22 33',
      company: 'Direction Générale du Budget',
    });
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    const { rows } = await t.server.ctx.db.query<{ id: string; requested_items: unknown }>(
      'select id, requested_items from public.quotes where email = $1', ['dgb@example.bf']);
    expect(rows[0].requested_items).toEqual([{ product_id: router.id, quantity: 12 }]);

    const office = await openPage(browser);
    await logInToAdmin(office.page, t);
    await office.page.goto(`${t.url}/admin/quotes/${rows[0].id}/show`);
    await office.page.getByRole('heading', { name: 'Produits demandés' }).waitFor();
    await office.page.getByText(`${router.name} × 12`).waitFor();
    await office.page.getByRole('button', { name: 'Reprendre ces produits dans l’offre' }).click();
    await office.page.getByRole('cell', { name: router.name, exact: true }).waitFor();
    const lines = await t.server.ctx.db.query('select description, quantity, unit_price from public.quote_lines where quote_id = $1', [rows[0].id]);
    expect(lines.rows).toEqual([{ description: router.name, quantity: 12, unit_price: router.price }]);
    await office.context.close();
  });
});
