import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delivery } from '../fixtures/requests';
import { signUpUser, testPassword, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fillLogin } from './accountSteps';

/**
 * Most visitors come on a phone: no page may be wider than the screen (a page
 * that scrolls sideways hides its prices and buttons). Checked at 360 px (the
 * narrowest common Android screen) and 390 px.
 */
const widths = [360, 390];

/** How far the page reaches past the screen's right edge, and the innermost elements that do. */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const tooWide = (element: Element) => element.getBoundingClientRect().right > screenWidth + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => tooWide(element) && ![...element.children].some(tooWide))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { excess: Math.max(0, document.documentElement.scrollWidth - screenWidth), culprits };
  });
}

describe('every page fits a phone screen', () => {
  let t: TestServer;
  let browser: Browser;
  let customer: SignedInUser;
  let productPath: string;
  let postPath: string;
  let orderNumber: number;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
    const products = await t.server.ctx.db.query<{ id: string; slug: string }>('select id, slug from public.products where published order by created_at');
    productPath = `/products/${products.rows[0].slug}`;
    const post = await t.server.ctx.db.query<{ slug: string }>('select slug from public.blog_posts where published_at <= now() limit 1');
    postPath = `/blog/${post.rows[0].slug}`;
    customer = await signUpUser(t, 'Awa Zongo');
    const items = products.rows.map((product) => ({ product_id: product.id, quantity: 2 }));
    const { data, error } = await customer.client.rpc('place_order', { items, delivery });
    if (error) throw new Error(error.message);
    orderNumber = (data as { number: number }).number;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  for (const width of widths) {
    it(`public pages at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const pages = ['/', '/services', '/products', productPath, '/blog', postPath, '/contact', '/appointment', '/quote', '/privacy-policy', '/terms-of-service', '/sitemap', '/login', '/register', '/forgot-password', '/no-such-page'];
      const found: Record<string, { excess: number; culprits: string[] }> = {};
      for (const pagePath of pages) {
        await page.goto(`${t.url}${pagePath}`);
        await page.locator('h1').first().waitFor();
        const measured = await overflow(page);
        if (measured.excess > 0) found[pagePath] = measured;
      }
      // The cart icon of « Ajouter au panier » is drawn in the button's text colour, not in its background's.
      await page.goto(`${t.url}/products`);
      const iconColours = await page.getByRole('button', { name: /Ajouter au panier/ }).first().evaluate((button) => ({
        icon: getComputedStyle(button.querySelector('svg')!).color,
        text: getComputedStyle(button).color,
        background: getComputedStyle(button).backgroundColor,
      }));
      expect(iconColours.icon).toBe(iconColours.text);
      expect(iconColours.icon).not.toBe(iconColours.background);
      // The cart with lines in it: quantity buttons and totals side by side.
      await page.goto(`${t.url}${productPath}`);
      await page.getByRole('button', { name: /Ajouter au panier/ }).first().click();
      await page.goto(`${t.url}/cart`);
      await page.getByRole('button', { name: /Augmenter la quantité/ }).first().waitFor();
      const cart = await overflow(page);
      if (cart.excess > 0) found['/cart'] = cart;
      expect(found).toEqual({});
      // The « + » button and the line total sit side by side, not on top of each other.
      const plus = await page.getByRole('button', { name: /Augmenter la quantité/ }).first().boundingBox();
      const total = await page.locator('.cart-line__total').first().boundingBox();
      expect(plus && total && (plus.x + plus.width <= total.x || total.y >= plus.y + plus.height)).toBe(true);
      await context.close();
    });

    it(`the customer area at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${t.url}/login`);
      await fillLogin(page, customer.email, testPassword);
      await page.getByText('Bonjour Awa !').waitFor();
      // The top bar greets by name, and its buttons say what they do.
      await page.getByText('Bienvenue, Awa Zongo').waitFor();
      for (const label of ['Notifications', 'Paramètres']) expect(await page.locator('.portal-topbar').getByText(label, { exact: true }).isVisible()).toBe(true);
      const found: Record<string, { excess: number; culprits: string[] }> = {};
      const dashboard = await overflow(page);
      if (dashboard.excess > 0) found['/dashboard'] = dashboard;
      // Each page once its own content is on screen (the order with its lines, not just the title).
      for (const [pagePath, heading, content] of [
        ['/dashboard/orders', 'Mes commandes', /Commande n°/],
        ['/dashboard/appointments', 'Mes rendez-vous', /pas encore de rendez-vous/],
        ['/dashboard/quotes', 'Mes devis', /pas encore demandé de devis/],
        ['/dashboard/invoices', 'Mes factures', /pas encore de facture/],
        ['/dashboard/settings', 'Paramètres', 'Enregistrer le profil'],
      ] as const) {
        await page.goto(`${t.url}${pagePath}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText(content).first().waitFor();
        const measured = await overflow(page);
        if (measured.excess > 0) found[pagePath] = measured;
      }
      // An order's lines fit its card: each line stacked, its total in view rather than scrolled out of the card.
      await page.goto(`${t.url}/dashboard/orders/${orderNumber}`);
      await page.getByText('Total TTC').first().waitFor();
      const lines = await page.locator('.table-scroll').evaluate((box) => ({ inner: box.scrollWidth, shown: box.clientWidth }));
      expect(lines.inner).toBeLessThanOrEqual(lines.shown);
      const order = await overflow(page);
      if (order.excess > 0) found['/dashboard/orders/:id'] = order;
      expect(found).toEqual({});
      await context.close();
    });
  }
});
