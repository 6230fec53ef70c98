import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSellerDetails } from '../fixtures/sellerDetails';
import { launchBrowser } from '../helpers/browser';
import { pdfText } from '../helpers/pdfText';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { mailsTo } from '../helpers/sentMails';
import { fillLogin, newCustomer, registerThroughApi } from './accountSteps';
import { openPage, plainSpaces } from './publicSteps';

describe('a customer orders what is in the cart', () => {
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

  it('logs in from the cart, comes back to it, gives delivery details, lands on the order’s page (kept on reload) and cancels it', async () => {
    const customer = newCustomer('Salif');
    const userId = await registerThroughApi(t, customer);
    const { data: products } = await t.serviceClient().from('products').select('id, name, price').eq('published', true).order('price').limit(1);
    const product = products![0];
    const { context, page, errors } = await openPage(browser);

    await page.goto(`${t.url}/products/${product.id}`);
    await page.getByRole('button', { name: `Ajouter au panier : ${product.name}` }).click();
    await page.getByRole('button', { name: `Ajouter au panier : ${product.name}` }).click();
    await page.goto(`${t.url}/cart`);
    await page.getByRole('button', { name: 'Se connecter pour commander' }).click();
    await page.waitForURL(`${t.url}/login?redirect=%2Fcart`);
    await fillLogin(page, customer.email, customer.password);
    await page.waitForURL(`${t.url}/cart`);
    // The header now greets the customer and leads to their area.
    await page.getByRole('link', { name: `${customer.fullName} — Mon espace` }).waitFor();

    await page.getByRole('button', { name: 'Commander' }).click();
    expect(await page.inputValue('#delivery-name')).toBe(customer.fullName);
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await page.getByText("L'adresse de livraison est requise").waitFor();
    await page.fill('#delivery-phone', '+226 70 00 11 22');
    await page.fill('#delivery-address', 'Secteur 15, rue 15.32, Ouagadougou');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    // The order's own page: its number as the heading, focused, and the thanks.
    const heading = page.getByRole('heading', { level: 1, name: /^Commande n° \d+$/ });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const number = Number(/n° (\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(page.url()).toBe(`${t.url}/dashboard/orders/${number}`);
    await page.getByText('Merci ! Votre commande est enregistrée.').waitFor();

    const { data: orders } = await t.serviceClient().from('orders').select('number, profile_id, delivery_address, subtotal, order_items(product_id, quantity, unit_price)').eq('number', number);
    expect(orders).toEqual([
      { number, profile_id: userId, delivery_address: 'Secteur 15, rue 15.32, Ouagadougou', subtotal: 2 * product.price, order_items: [{ product_id: product.id, quantity: 2, unit_price: product.price }] },
    ]);
    // The cart empties once the order is stored.
    expect(await page.getByRole('link', { name: 'Panier (vide)' }).count()).toBe(1);
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');

    // A reload keeps the page: lines, status, delivery and payment terms come from the database.
    await page.reload();
    await heading.waitFor();
    const lines = page.getByRole('region', { name: 'Articles' });
    await lines.getByRole('cell', { name: product.name }).waitFor();
    expect(plainSpaces(await lines.textContent())).toContain(`${(2 * product.price).toLocaleString('fr-FR').replace(/[\u202f\u00a0]/g, ' ')} FCFA`);
    const status = page.getByRole('region', { name: 'Statut' });
    await status.getByText('En attente').waitFor();
    await page.getByRole('region', { name: 'Livraison' }).getByText('Secteur 15, rue 15.32, Ouagadougou').waitFor();
    await page.getByRole('region', { name: 'Paiement' }).getByText('Paiement à la livraison').waitFor();

    // On a phone, nothing overflows sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // Cancelling asks first; « Non » keeps the order, « Oui » cancels it.
    await status.getByRole('button', { name: 'Annuler la commande' }).click();
    await status.getByText(`Voulez-vous vraiment annuler la commande n° ${number} ?`).waitFor();
    await status.getByRole('button', { name: 'Non, garder la commande' }).click();
    await status.getByRole('button', { name: 'Annuler la commande' }).click();
    await status.getByRole('button', { name: 'Oui, annuler la commande' }).click();
    await page.getByText('Votre commande a été annulée.').waitFor();
    await status.getByText('Annulée', { exact: true }).waitFor();
    expect(await status.getByRole('button', { name: 'Annuler la commande' }).count()).toBe(0);
    const { data: cancelled } = await t.serviceClient().from('orders').select('status').eq('number', number).single();
    expect(cancelled).toEqual({ status: 'cancelled' });

    // A signed-in customer's requests come prefilled with their name and e-mail.
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await page.waitForFunction((email) => (document.getElementById('contact-email') as HTMLInputElement | null)?.value === email, customer.email);
    expect(await page.inputValue('#contact-name')).toBe(customer.fullName);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, a number the database refuses is said under the phone field, with everything typed kept', async () => {
    const customer = newCustomer('Rasmata');
    await registerThroughApi(t, customer);
    const { data: products } = await t.serviceClient().from('products').select('id, name').eq('published', true).order('price').limit(1);
    const product = products![0];
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/login?redirect=%2Fcart`);
    await fillLogin(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 1, name: 'Votre panier' }).waitFor();
    await page.goto(`${t.url}/products/${product.id}`);
    await page.getByRole('button', { name: `Ajouter au panier : ${product.name}` }).click();
    await page.goto(`${t.url}/cart`);
    await page.getByRole('button', { name: 'Commander' }).click();
    // The form shows the customer's name once their profile has arrived (late on a slow network).
    await expect.poll(() => page.inputValue('#delivery-name')).toBe(customer.fullName);
    await page.locator('#delivery-phone').fill('12');
    await page.locator('#delivery-address').fill('Secteur 4, Koudougou');
    // Delivery is free in Ouagadougou only: the summary no longer promises it for Koudougou (issue 46).
    const summary = page.getByRole('complementary', { name: 'Récapitulatif de la commande' });
    await summary.getByText('Hors Ouagadougou : fixée avec vous à la confirmation').waitFor();
    expect(await summary.getByText('Gratuite à Ouagadougou').count()).toBe(0);
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();

    // The database's refusal, under the field it concerns (its description), not a generic alert.
    const phone = page.locator('#delivery-phone');
    await page.locator('#delivery-phone-error').getByText("Le numéro de téléphone n'est pas valide.").waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-describedby')).toContain('delivery-phone-error');
    expect(await page.getByText("Une erreur s'est produite lors de l'enregistrement de votre commande.").count()).toBe(0);
    expect(await phone.inputValue()).toBe('12');
    expect(await page.inputValue('#delivery-address')).toBe('Secteur 4, Koudougou');
    expect(await page.inputValue('#delivery-name')).toBe(customer.fullName);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // Corrected, the order goes through.
    await phone.fill('+226 70 12 34 56');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await page.getByRole('heading', { level: 1, name: /^Commande n° \d+$/ }).waitFor();
    // The refused call is the only failure the console saw.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('a visitor orders without an account, paying by mobile money, and finds the order again from the e-mail’s link', async () => {
    await t.serviceClient().from('site_settings').update({ orange_money_number: '+226 70 11 22 33', moov_money_number: '+226 60 11 22 33' }).eq('id', 1);
    const email = newCustomer('Invite').email;
    const { data: products } = await t.serviceClient().from('products').select('id, name').eq('published', true).order('price').limit(1);
    const product = products![0];
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/products/${product.id}`);
    await page.getByRole('button', { name: `Ajouter au panier : ${product.name}` }).click();
    await page.goto(`${t.url}/cart`);
    await page.getByRole('button', { name: 'Commander sans compte' }).click();
    await page.locator('#delivery-name').fill('Aïcha Invitée');
    await page.locator('#delivery-phone').fill('+226 70 55 44 33');
    await page.locator('#delivery-address').fill('Secteur 12, Ouagadougou');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    // The address is asked for, on its field, before anything is sent.
    await page.locator('#delivery-email-error').getByText("L'adresse e-mail est requise").waitFor();
    await page.locator('#delivery-email').fill(email);
    await page.getByRole('radio', { name: /Mobile money/ }).check();
    await page.getByRole('list', { name: 'Nos numéros mobile money' }).getByText('Orange Money : +226 70 11 22 33').waitFor();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();

    // The confirmation: its number, where the mail went, the payment chosen with the numbers.
    const thanks = page.getByRole('heading', { level: 2, name: /^Merci ! Commande n° \d+ enregistrée$/ });
    await thanks.waitFor();
    const number = Number(/n° (\d+)/.exec((await thanks.textContent()) ?? '')?.[1]);
    await page.getByText(`part à ${email}`).waitFor();
    const payment = page.getByRole('region', { name: 'Paiement' });
    await payment.getByText('Mobile money', { exact: true }).waitFor();
    await payment.getByText('Moov Money : +226 60 11 22 33').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // The e-mail: the payment, the pro forma, and the link to the order.
    const [mail] = await mailsTo(t, email);
    expect(mail.subject).toBe(`Votre commande n° ${number} a bien été reçue`);
    expect(mail.text).toContain('Paiement : Mobile money');
    expect(mail.text).toContain('Vous trouverez la facture pro forma en pièce jointe.');
    const link = /https?:\/\/\S+\/order\/view\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // Opened later, in another browser: the order, without signing in.
    const later = await openPage(browser, { mobile: true });
    await later.page.goto(link!.replace(/^https?:\/\/[^/]+/, t.url));
    await later.page.getByRole('heading', { level: 1, name: `Commande n° ${number}` }).waitFor();
    await later.page.getByRole('region', { name: 'Articles' }).getByText(`${product.name} × 1`).waitFor();
    await later.page.getByRole('region', { name: 'Statut' }).getByText('En attente').waitFor();
    await later.page.getByRole('region', { name: 'Paiement' }).getByText('Mobile money', { exact: true }).waitFor();
    await expect.poll(() => later.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // The pro forma, as an account holder downloads it from the portal: from the keyboard, read through the link's token.
    const proFormaButton = later.page.getByRole('region', { name: 'Articles' }).getByRole('button', { name: 'Télécharger la facture pro forma (PDF)' });
    await proFormaButton.focus();
    const [download] = await Promise.all([later.page.waitForEvent('download'), later.page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`facture-pro-forma-${number}.pdf`);
    const proForma = (await pdfText(new Uint8Array(await readFile(await download.path())))).replace(/\s+/g, ' ');
    const { data: stored } = await t.serviceClient().from('orders').select('total, order_items(unit_price)').eq('number', number).single();
    expect(proForma).toContain('FACTURE PRO FORMA');
    expect(proForma).toContain(`Pro forma n° ${number}`);
    expect(proForma).toContain(testSellerDetails.legal_name);
    expect(proForma).toContain(`IFU : ${testSellerDetails.ifu} – RCCM : ${testSellerDetails.rccm}`);
    expect(proForma).toContain(`Régime : ${testSellerDetails.tax_regime} – Division fiscale : ${testSellerDetails.tax_division}`);
    expect(proForma).toContain(`${product.name} 1 ${plainSpaces(stored!.order_items[0].unit_price.toLocaleString('fr-FR'))} FCFA`);
    expect(proForma).toContain(`Total TTC ${plainSpaces(stored!.total.toLocaleString('fr-FR'))} FCFA`);
    expect(proForma).toContain('Aïcha Invitée');
    // The link gives no contact details: a link may be forwarded.
    expect(proForma).not.toMatch(/Secteur 12|55 44 33/);
    expect(errors).toEqual([]);
    expect(later.errors).toEqual([]);
    await later.context.close();
    await context.close();
  });

  it('shows the database’s prices, not the ones kept (or tampered with) on the device, and says what changed', async () => {
    const { data: products } = await t.serviceClient().from('products').select('id, name, price, images').eq('published', true).order('price').limit(1);
    const product = products![0];
    const { context, page, errors } = await openPage(browser);
    const tampered = [
      { id: product.id, name: product.name, price: 1, quantity: 1, image: null },
      { id: '00000000-0000-4000-8000-000000000000', name: 'Produit retiré', price: 5000, quantity: 1, image: null },
    ];
    // Stored before any script of the site runs: a page already open would write its own cart back over it.
    await context.addInitScript((lines) => window.localStorage.setItem('cart', JSON.stringify(lines)), tampered);
    await page.goto(`${t.url}/cart`);
    await page.getByText('Votre panier a été mis à jour').waitFor();
    const notice = plainSpaces(await page.getByRole('status').filter({ hasText: 'Votre panier a été mis à jour' }).textContent());
    // Prices are said TTC (the settings' default): the price HT plus its 18 % TVA.
    const priceTtc = product.price + Math.round(product.price * 0.18);
    expect(notice).toContain(`Le prix de « ${product.name} » est maintenant de ${plainSpaces(priceTtc.toLocaleString('fr-FR'))} FCFA TTC (au lieu de 1 FCFA TTC).`);
    expect(notice).toContain('« Produit retiré » n’est plus proposé : retirez-le pour commander.');
    // The line and the total show the database's price; the device keeps it for the next visit.
    expect(plainSpaces(await page.locator('.cart-line').first().textContent())).not.toMatch(/\b1 FCFA/);
    await expect.poll(async () => (await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as { price: number }[]))[0]?.price).toBe(product.price);
    expect(errors).toEqual([]);
    await context.close();
  });
});
