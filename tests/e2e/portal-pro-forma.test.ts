import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { pdfText } from '../helpers/pdfText';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { answeredBeforeOneAcceptance } from '../fixtures/legacyQuoteAnswers';
import { logInThroughPage, newCustomer, registerThroughApi } from './accountSteps';

describe('the pro forma invoice downloaded from the portal', () => {
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

  /** Presses the button from the keyboard and reads the PDF the browser saves. */
  async function downloadWithKeyboard(page: Page, scope: ReturnType<Page['locator']>): Promise<{ filename: string; text: string }> {
    const button = scope.getByRole('button', { name: 'Télécharger la facture pro forma (PDF)' });
    await button.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const file = await download.path();
    return { filename: download.suggestedFilename(), text: await pdfText(new Uint8Array(await readFile(file))) };
  }

  it('gives an order\'s and an accepted quote\'s pro forma as a PDF', async () => {
    const mariam = newCustomer('Mariam');
    await registerThroughApi(t, mariam);
    const client = t.client();
    expect((await client.auth.signInWithPassword({ email: mariam.email, password: mariam.password })).error).toBeNull();
    const product = (await t.serviceClient().from('products').select('id, name').order('price').limit(1)).data?.[0];
    if (!product) throw new Error('aucun produit');
    const placed = await client.rpc('place_order', {
      items: [{ product_id: product.id, quantity: 3 }],
      delivery: {
        name: mariam.fullName, phone: '+226 70 00 00 00', address: 'Zone du bois, Ouagadougou',
        company: 'Faso Négoce', ifu: '00054321K', rccm: 'BF-OUA-2021-B-0777', department: 'Service achats', purchase_order_ref: 'BC-FN-2026-12',
      },
    });
    expect(placed.error).toBeNull();
    const order = placed.data as { number: number; total: number };
    const quote = await client
      .from('quotes')
      .insert({ name: mariam.fullName, email: mariam.email, phone: '+226 70 00 00 01', company: 'Faso Négoce', project_type: 'website-development', services: ['website-design'] })
      .select('id')
      .single();
    expect(quote.error).toBeNull();
    await answeredBeforeOneAcceptance(t.server.ctx.db, quote.data!.id, 1_000_000, 'Livraison en un mois.');

    const page = await browser.newPage();
    await logInThroughPage(page, t, mariam);
    await page.goto(`${t.url}/dashboard/orders/${order.number}`);
    await page.getByRole('heading', { name: 'Articles' }).waitFor();
    const orderPdf = await downloadWithKeyboard(page, page.locator('main'));
    expect(orderPdf.filename).toBe(`facture-pro-forma-${order.number}.pdf`);
    expect(orderPdf.text).toContain('FACTURE PRO FORMA');
    expect(orderPdf.text).toContain(`Pro forma n° ${order.number}`);
    expect(orderPdf.text).toContain(mariam.fullName);
    expect(orderPdf.text).toContain(product.name);
    // The buyer's identity, as the order mail's pro forma prints it (decision 060).
    for (const printed of ['Faso Négoce', 'Service achats', 'IFU : 00054321K – RCCM : BF-OUA-2021-B-0777', 'Bon de commande : BC-FN-2026-12']) {
      expect(orderPdf.text).toContain(printed);
    }
    expect(orderPdf.text).toContain(`Total TTC ${new Intl.NumberFormat('fr-FR').format(order.total).replace(/\u202f/g, ' ')} FCFA`);

    await page.goto(`${t.url}/dashboard/quotes`);
    await page.getByText('Réponse de Ouaga IT Services').waitFor();
    const quotePdf = await downloadWithKeyboard(page, page.getByRole('article', { name: 'Création de site web' }));
    expect(quotePdf.filename).toMatch(/^facture-pro-forma-DEV-[0-9A-F]{8}\.pdf$/);
    expect(quotePdf.text).toContain('Faso Négoce');
    expect(quotePdf.text).toContain('Création de site web : Conception de site web 1 1 000 000 FCFA 1 000 000 FCFA');
    expect(quotePdf.text).toContain('Total TTC 1 180 000 FCFA');
    expect(quotePdf.text).toContain('un million cent quatre-vingt mille francs CFA');
    await page.close();
  });
});
