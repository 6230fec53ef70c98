import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecefStub } from '../fixtures/secefStub';
import { launchBrowser } from '../helpers/browser';
import { mailsTo } from '../helpers/sentMails';
import { smsTo, uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage, plainSpaces } from './publicSteps';

/**
 * Issue 48 point 1 on a 390 px phone (decision 071): a visitor without an account orders and chooses to pay online
 * now; the order's page says the payment is being prepared while the invoice issued with the order awaits its
 * certification (the certifier is held, so that state is seen for certain), then offers « Payer »; the visitor pays
 * on the built-in test provider's page, comes back to the order's page that says the invoice is paid, and gets the
 * receipt by e-mail and by SMS.
 */
describe('a visitor pays an order online at checkout, on a phone', () => {
  const secef = new SecefStub();
  let t: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    await secef.start();
    t = await startTestServer({
      serveSite: true,
      env: { SECEF_API_URL: secef.url, SECEF_API_KEY: 'cle-du-module-de-test', SECEF_NIM: 'TEST-EMCF-01', SECEF_TIMEOUT_MS: '60000' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    secef.release();
    await browser?.close();
    await t?.close();
    await secef.stop();
  });

  it('orders, waits for the certified invoice, pays with the test provider and reads « réglée », with the receipts', { timeout: 120_000 }, async () => {
    const email = `achats-${randomUUID().slice(0, 8)}@example.com`;
    const phone = uniquePhone();
    const { data: products } = await t.serviceClient().from('products').select('id, name').eq('published', true).order('price').limit(1);
    const product = products![0];
    secef.hold();

    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/products/${product.id}`);
    await page.getByRole('button', { name: `Ajouter au panier : ${product.name}` }).click();
    await page.goto(`${t.url}/cart`);
    await page.getByText('Paiement en ligne (Orange Money, Moov Money, carte bancaire)', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Commander sans compte' }).click();
    await page.locator('#delivery-name').fill('Direction des Marchés Publics');
    await page.locator('#delivery-email').fill(email);
    await page.locator('#delivery-phone').fill(phone);
    await page.locator('#delivery-address').fill('Avenue de l’Indépendance, Ouagadougou');
    await page.getByRole('group', { name: 'Avis par SMS ou WhatsApp' }).getByRole('checkbox', { name: 'Me prévenir par SMS / WhatsApp' }).check();
    await page.getByRole('radio', { name: /Paiement en ligne/ }).check();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();

    // The order's own page, reached without an account: the invoice is being certified, nothing to press yet.
    const heading = page.getByRole('heading', { level: 1, name: /^Commande n° \d+$/ });
    await heading.waitFor();
    const number = Number(/n° (\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    const payNow = page.getByRole('region', { name: 'Paiement en ligne' });
    await payNow.getByText(/Préparation du paiement : votre facture FAC-\d{4}-\d+ est en cours de certification/).waitFor();
    expect(await payNow.getByRole('button').count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');

    // The certification service answers: the page, reading the order again by itself, offers to pay.
    await expect.poll(() => secef.waiting, { timeout: 20_000 }).toBe(1);
    secef.release();
    const pay = payNow.getByRole('button', { name: /^Payer \d/ });
    await pay.waitFor({ timeout: 30_000 });
    const { data: order } = await t.serviceClient().from('orders').select('total, invoices(number)').eq('number', number).single();
    const total = order!.total as number;
    const invoiceNumber = (order!.invoices as { number: string }[])[0].number;
    expect(plainSpaces(await pay.textContent())).toBe(`Payer ${plainSpaces(total.toLocaleString('fr-FR'))} FCFA`);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await pay.click();
    await page.getByRole('heading', { level: 1, name: 'Paiement de test' }).waitFor();
    await page.getByRole('button', { name: 'Payer avec Orange Money (test)' }).click();

    // Back on the order's page: paid.
    await page.getByRole('heading', { level: 1, name: `Commande n° ${number}` }).waitFor();
    await payNow.getByText(`Facture ${invoiceNumber} réglée : merci !`, { exact: false }).waitFor();
    await payNow.getByText('Facture payée : merci, votre paiement est bien reçu.', { exact: false }).waitFor();
    expect(await payNow.getByRole('button').count()).toBe(0);

    const mails = await mailsTo(t, email);
    expect(mails.filter((mail) => mail.subject.startsWith('Reçu de paiement : ') && mail.subject.endsWith(`sur votre facture ${invoiceNumber}`))).toHaveLength(1);
    const texts = (await smsTo(t, phone)).filter((sms) => sms.kind === 'sms_payment_receipt');
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(`reçu pour la facture ${invoiceNumber}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
