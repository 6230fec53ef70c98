import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage, plainSpaces } from './publicSteps';

describe('the catalogue and the cart', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const productNames = (page: import('playwright-core').Page) => page.locator('.product-card h2').allTextContents();

  for (const mobile of [false, true]) {
    it(`offers to find what a search did not, and the quote form comes prefilled with it (${mobile ? '390' : '1366'} px)`, async () => {
      await t.server.ctx.db.query("update public.site_settings set phone_main = '+226 25 40 50 60', whatsapp_number = '22670809010' where id = 1");
      const { context, page, errors } = await openPage(browser, { mobile });
      if (!mobile) await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${t.url}/products`);
      await page.locator('.product-card').first().waitFor();
      await page.fill('#catalogue-search', 'imprimante laser');
      await page.getByRole('heading', { name: 'Aucun produit trouvé pour « imprimante laser »' }).waitFor();
      const askUs = page.getByRole('status').filter({ hasText: 'Demandez-nous : nous le trouvons pour vous.' });
      await askUs.waitFor();

      const whatsapp = new URL((await askUs.getByRole('link', { name: /Demander sur WhatsApp/ }).getAttribute('href')) ?? '');
      expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/22670809010');
      expect(whatsapp.searchParams.get('text')).toContain('« imprimante laser »');
      expect(await askUs.getByRole('link', { name: 'Appeler le +226 25 40 50 60' }).getAttribute('href')).toBe('tel:+22625405060');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile ? 390 : 1366);

      await askUs.getByRole('link', { name: 'Demander un devis' }).click();
      await page.getByRole('heading', { name: 'Demander un devis', exact: true }).waitFor();
      await expect.poll(() => page.inputValue('#quote-message')).toBe('Je recherche : imprimante laser. ');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('filters the catalogue by category and searches names and descriptions', async () => {
    const { data: published } = await t.serviceClient().from('products').select('name, category').eq('published', true);
    expect(published!.length).toBeGreaterThanOrEqual(3);
    const server = published!.find((product) => product.category === 'servers')!;

    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/products`);
    await page.locator('.product-card').first().waitFor();
    expect((await productNames(page)).sort()).toEqual(published!.map((product) => product.name).sort());

    await page.selectOption('#catalogue-category', 'servers');
    await page.waitForURL(/category=servers/);
    // The address changes first; the list follows on the next render.
    await expect.poll(() => productNames(page)).toEqual(published!.filter((product) => product.category === 'servers').map((product) => product.name));

    await page.selectOption('#catalogue-category', '');
    await page.fill('#catalogue-search', server.name.slice(0, 6).toUpperCase());
    await expect.poll(() => productNames(page)).toContain(server.name);
    await expect.poll(async () => (await productNames(page)).length).toBeLessThan(published!.length);

    await page.fill('#catalogue-search', 'zzzz introuvable');
    await page.getByRole('heading', { name: 'Aucun produit trouvé pour « zzzz introuvable »' }).waitFor();

    // Hyphens and word order do not matter (issue 15): « wifi borne » finds « Borne Wi-Fi 6 … ».
    const wifi = published!.find((product) => product.name.includes('Wi-Fi'))!;
    await page.fill('#catalogue-search', 'wifi borne');
    await expect.poll(() => productNames(page), { timeout: 10_000 }).toEqual([wifi.name]);

    // A link from the home page's category cards opens the filtered view.
    await page.goto(`${t.url}/products?category=laptops`);
    await page.locator('.product-card').first().waitFor();
    await expect.poll(() => productNames(page)).toEqual(published!.filter((product) => product.category === 'laptops').map((product) => product.name));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a product with its gallery, and adds two products to a cart that survives a reload', async () => {
    const { data: products } = await t.serviceClient().from('products').select('id, name, price, images').eq('published', true).order('price');
    const [cheaper, dearer] = products!;
    const { context, page, errors } = await openPage(browser);

    await page.goto(`${t.url}/products/${dearer.id}`);
    await page.getByRole('heading', { level: 1, name: dearer.name }).waitFor();
    await page.getByText(`1 / ${dearer.images.length}`).waitFor();
    if (dearer.images.length > 1) {
      await page.getByRole('button', { name: 'Photo 2' }).click();
      await page.getByText(`2 / ${dearer.images.length}`).waitFor();
    }
    expect(await page.getByText('Garantie 2 ans avec support inclus').count()).toBe(1);
    // The price is said TTC, as the cart will total it.
    const ttc = (priceHt: number) => priceHt + Math.round(priceHt * 0.18);
    expect(plainSpaces(await page.locator('.price--large').textContent())).toBe(`${plainSpaces(new Intl.NumberFormat('fr-FR').format(ttc(dearer.price)))} FCFA TTC`);
    const whatsapp = await page.getByRole('link', { name: /Demander sur WhatsApp/ }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!)).toContain(dearer.name);
    await page.getByRole('button', { name: `Ajouter au panier : ${dearer.name}` }).click();

    // With that one article, the cart's total TTC is the price its page showed.
    await page.getByRole('link', { name: 'Panier (1 article)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Votre panier' }).waitFor();
    const totalTtc = plainSpaces(await page.locator('.summary__total dd').textContent());
    expect(totalTtc).toBe(`${plainSpaces(new Intl.NumberFormat('fr-FR').format(ttc(dearer.price)))} FCFA`);

    await page.goto(`${t.url}/products`);
    await page.getByRole('button', { name: `Ajouter au panier : ${cheaper.name}` }).click();
    await page.getByRole('button', { name: `Ajouter au panier : ${cheaper.name}` }).click();
    await page.getByRole('link', { name: 'Panier (3 articles)' }).click();

    await page.getByRole('heading', { level: 1, name: 'Votre panier' }).waitFor();
    await page.getByRole('button', { name: `Augmenter la quantité : ${dearer.name}` }).click();
    await page.getByRole('button', { name: `Diminuer la quantité : ${cheaper.name}` }).click();
    // cheaper × 1, dearer × 2
    const subtotal = cheaper.price + 2 * dearer.price;
    const expectTotals = async () => {
      const summary = plainSpaces(await page.locator('.summary--totals').textContent());
      expect(summary).toContain('Sous-total HT' + plainSpaces(new Intl.NumberFormat('fr-FR').format(subtotal)) + ' FCFA');
      expect(summary).toContain('TVA (18 %)');
      expect(summary).toContain('Total TTC' + plainSpaces(new Intl.NumberFormat('fr-FR').format(subtotal + Math.round(subtotal * 0.18))) + ' FCFA');
      expect(summary).toContain('Gratuite à Ouagadougou');
    };
    await expectTotals();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Votre panier' }).waitFor();
    await page.locator('.cart-line').nth(1).waitFor();
    expect(await page.inputValue(`#quantity-${cheaper.id}`)).toBe('1');
    expect(await page.inputValue(`#quantity-${dearer.id}`)).toBe('2');
    await expectTotals();

    // A visitor may order without an account, or log in first, with a way back to the cart.
    await page.getByRole('button', { name: 'Commander sans compte' }).waitFor();
    await page.getByRole('button', { name: 'Se connecter pour commander' }).click();
    await page.waitForURL(`${t.url}/login?redirect=%2Fcart`);

    await page.goto(`${t.url}/cart`);
    await page.getByRole('button', { name: `Retirer : ${cheaper.name}` }).click();
    expect(await page.locator('.cart-line').count()).toBe(1);
    await page.getByRole('button', { name: 'Vider le panier' }).click();
    await page.getByRole('heading', { name: 'Votre panier est vide' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
    expect(errors).toEqual([]);
    await context.close();
  });
});
