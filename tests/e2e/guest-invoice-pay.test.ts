import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { untilCertified } from '../helpers/certification';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { openPage } from './publicSteps';

/**
 * Issues 46.5 and 48 on a 390 px phone: a guest (no account) opens the invoice from the link of its e-mail,
 * pays it with the built-in test provider, comes back to the invoice that says it is paid, and gets the receipt.
 */
describe('a guest pays an invoice from the link of its e-mail, on a phone', () => {
  let t: TestServer;
  let browser: Browser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    browser = await launchBrowser();
    admin = await signUpAdmin(t, 'Chef Comptable');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('opens the invoice without signing in, pays it, comes back to « Facture payée » and receives the receipt', async () => {
    const email = `invite-${randomUUID().slice(0, 8)}@example.com`;
    const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    // The guest's order as the cart page places it, then confirmed and invoiced by staff.
    const placed = await t.client().rpc('place_order', { items: [{ product_id: wifi.id, quantity: 1 }], delivery: { ...delivery, email } });
    expect(placed.error).toBeNull();
    const order = await admin.client.from('orders').select('id').eq('number', (placed.data as { number: number }).number).single();
    expect((await admin.client.from('orders').update({ status: 'confirmed' }).eq('id', order.data!.id)).error).toBeNull();
    const issued = await admin.client.rpc('issue_invoice', { order_id: order.data!.id });
    expect(issued.error).toBeNull();
    const invoice = issued.data as { id: string; number: string };
    await untilCertified(admin.client, 'invoices', invoice.id);

    const mail = await latestMailTo(t, email, new RegExp(`^Votre facture ${invoice.number}`));
    const link = /https?:\/\/\S+(\/invoice\/view\/[A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();

    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}${link![1]}`);
    const heading = page.getByRole('heading', { level: 1, name: `Facture ${invoice.number}` });
    await heading.waitFor();
    await page.getByText('Non payée', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Facture électronique certifiée' }).waitFor();
    await page.getByRole('img', { name: /QR/ }).waitFor();
    // The title is not cut and nothing overflows the phone's width.
    expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger la facture (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`facture-${invoice.number}.pdf`);

    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Paiement de test' }).waitFor();
    await page.getByRole('button', { name: 'Payer avec Orange Money (test)' }).click();

    await page.getByRole('heading', { level: 1, name: `Facture ${invoice.number}` }).waitFor();
    await page.getByText('Facture payée', { exact: false }).waitFor();
    await page.getByText('Payée', { exact: true }).waitFor();
    expect(page.url()).toContain('/invoice/view/');
    expect(await page.getByRole('button', { name: 'Payer', exact: true }).count()).toBe(0);

    const receipts = (await mailsTo(t, email)).filter((sent) => sent.subject.startsWith('Reçu de paiement : ') && sent.subject.endsWith(`sur votre facture ${invoice.number}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('/invoice/view/');
    expect(receipts[0].attachments.map((file) => file.contentType)).toContain('application/pdf');
    expect(errors).toEqual([]);
    await context.close();
  });
});
