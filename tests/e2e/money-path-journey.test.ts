import type { Browser, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '../../src/shared/format/money';
import { freshAddress } from '../fixtures/appointmentLinks';
import { seedProducts, type SeedProduct } from '../fixtures/products';
import { testSellerDetails } from '../fixtures/sellerDetails';
import { launchBrowser } from '../helpers/browser';
import { untilCertified } from '../helpers/certification';
import { pdfText } from '../helpers/pdfText';
import { latestMailTo, mailsTo, type SentMail } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, logInToAdmin, rowWith } from './adminSteps';
import { invoiceAmount, recordOnInvoice } from './invoiceSteps';
import { openPage, plainSpaces } from './publicSteps';
import { administratorClient } from './quoteSteps';

/** What a screen shows of an amount, spaces as typed (the pages use narrow no-break spaces). */
const shown = (amount: number) => new RegExp(`^${formatFcfa(amount).replace(/\s/g, '\\s')}$`);

/** The administration that buys: who it is on every document (decision 060). */
const buyer = {
  signer: 'Awa Ouédraogo',
  company: 'Direction Générale du Budget',
  ifu: '00098765B',
  department: 'Direction de l’administration et des finances',
  purchaseOrderRef: 'BC-2026-DGB-0147',
  phone: '+226 70 11 22 33',
};

/**
 * Issue 46 « Done when »: a guest administration, with no account, buys on a 390 px phone from a request with
 * products to the refund of a credit note; at each step what the customer sees (page, mail and its PDF) and what the
 * office sees (list status words, the record's page). The steps run in order: one story.
 */
// Each step waits on a busy 2-core machine for certifications and mails: bounded, but above the default minute.
describe('a guest administration’s whole money path, on a phone', { timeout: 180_000 }, () => {
  let t: TestServer;
  let browser: Browser;
  let guest: Awaited<ReturnType<typeof openPage>>;
  let office: Awaited<ReturnType<typeof openPage>>;
  let router: SeedProduct;
  let laptop: SeedProduct;
  const email = freshAddress('dgb');
  const officeAddress = freshAddress('bureau');
  const story = {} as {
    quoteId: string; quoteNumber: string; quoteLink: string; orderNumber: number; invoiceId: string; invoiceNumber: string; invoiceLink: string; totalTtc: number;
  };

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    const products = await seedProducts(t.server.ctx.db);
    router = products['borne-wifi-6-ubiquiti-u6-pro'];
    laptop = products['macbook-pro-14-m3'];
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [officeAddress]);
    browser = await launchBrowser();
    guest = await openPage(browser, { mobile: true });
    office = await openPage(browser);
    await logInToAdmin(office.page, t);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    await guest.page.screenshot({ path: path.join(os.tmpdir(), `money-path-guest-${task.id}.png`), fullPage: true }).catch(() => undefined);
    await office.page.screenshot({ path: path.join(os.tmpdir(), `money-path-office-${task.id}.png`), fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  /** The PDF of that name attached to the mail, as text. */
  async function attachedPdf(mail: SentMail, filename: RegExp): Promise<string> {
    const attachment = mail.attachments.find((candidate) => filename.test(candidate.filename));
    if (!attachment) throw new Error(`pas de PDF ${String(filename)} dans « ${mail.subject} » : ${mail.attachments.map((a) => a.filename).join(', ')}`);
    expect(attachment.contentType).toBe('application/pdf');
    return (await pdfText(new Uint8Array(attachment.content))).replace(/\s+/g, ' ');
  }

  /** Every document carries the seller's legal details and the administration's identity. */
  function expectBothParties(text: string): void {
    expect(text).toContain(testSellerDetails.legal_name);
    expect(text).toContain(`IFU : ${testSellerDetails.ifu} – RCCM : ${testSellerDetails.rccm}`);
    expect(text).toContain(`Régime : ${testSellerDetails.tax_regime} – Division fiscale : ${testSellerDetails.tax_division}`);
    expect(text).toContain(buyer.signer);
    expect(text).toContain(buyer.company);
    expect(text).toContain(buyer.department);
    expect(text).toContain(`IFU : ${buyer.ifu}`);
    expect(text).toContain(`Bon de commande : ${buyer.purchaseOrderRef}`);
  }

  /** The amount beside a label of the totals on the guest's invoice page (« Reste à payer (TTC) », « Avoirs »). */
  const guestAmount = (label: string) =>
    guest.page.locator('.order-totals dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

  /**
   * Opens the invoice from its mail's link, as the guest does (no sign-in), and waits until its totals say
   * `balance` under `balanceLabel`: the page reads the invoice afresh on each visit.
   */
  async function guestOpensInvoice(balanceLabel: 'Reste à payer (TTC)' | 'Avoir à rembourser (TTC)', balance: number): Promise<Page> {
    const { page } = guest;
    await page.goto(story.invoiceLink);
    await page.getByRole('heading', { level: 1, name: `Facture ${story.invoiceNumber}` }).waitFor();
    await guestAmount(balanceLabel).filter({ hasText: shown(balance) }).waitFor();
    await guestAmount('Total TTC').filter({ hasText: shown(story.totalTtc) }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    return page;
  }

  /** The status word of the record's row in a back-office list. */
  async function listShows(list: string, rowText: string, status: string): Promise<void> {
    await office.page.goto(`${t.url}/admin/${list}`);
    await rowWith(office.page, rowText).getByText(status, { exact: true }).first().waitFor();
  }

  it('the guest puts two products in the cart and asks a quote for them as the administration', async () => {
    const { page } = guest;
    await page.goto(`${t.url}/products`);
    await page.getByRole('button', { name: `Ajouter au panier : ${router.name}` }).click();
    await page.getByRole('button', { name: `Ajouter au panier : ${laptop.name}` }).click();
    await page.getByRole('link', { name: 'Panier (2 articles)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Votre panier' }).waitFor();
    await page.getByRole('link', { name: 'Demander un devis' }).click();

    await page.getByRole('group', { name: 'Produits à chiffrer' }).waitFor();
    await page.getByLabel(`Quantité de « ${router.name} »`).fill('12');
    await page.getByLabel(`Quantité de « ${laptop.name} »`).fill('3');
    await page.fill('#quote-name', buyer.signer);
    await page.fill('#quote-email', email);
    await page.fill('#quote-phone', buyer.phone);
    await page.fill('#quote-company', buyer.company);
    // As people type it: spaces and a small letter, kept by the database as 00098765B.
    await page.fill('#quote-ifu', '0009 8765 b');
    await page.fill('#quote-department', buyer.department);
    await page.fill('#quote-purchase_order_ref', buyer.purchaseOrderRef);
    await page.selectOption('#quote-projectType', 'hardware-upgrade');
    await page.getByLabel('Vente de matériel').check();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByRole('button', { name: 'Demander mon devis' }).click();
    await page.getByRole('heading', { name: 'Demande de devis envoyée !' }).waitFor();

    await latestMailTo(t, email, /^Votre demande de devis a bien été reçue$/);
    const alert = await latestMailTo(t, officeAddress, new RegExp(`^Nouvelle demande de devis : .* \\(${buyer.signer}\\)$`));
    expect(alert.text).toContain(`Entreprise : ${buyer.company}`);
    expect(alert.text).toContain(['Produits demandés :', `- ${router.name} × 12`, `- ${laptop.name} × 3`].join('\n'));
    expect(alert.text).toContain(`Service ou direction : ${buyer.department}`);
    expect(alert.text).toContain(`IFU : ${buyer.ifu}`);
    expect(alert.text).toContain(`Bon de commande : ${buyer.purchaseOrderRef}`);
    const { rows } = await t.server.ctx.db.query<{ id: string; customer_ifu: string; requested_items: unknown }>(
      'select id, customer_ifu, requested_items from public.quotes where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].customer_ifu).toBe(buyer.ifu);
    story.quoteId = rows[0].id;
  });

  it('the office sees the request, writes the offer’s lines from the requested products and sends it', async () => {
    const { page } = office;
    await listShows('quotes', email, 'Demande reçue');
    await rowWith(page, email).first().click();
    await page.getByRole('heading', { name: 'Produits demandés' }).waitFor();
    await page.getByText(`${router.name} × 12`).waitFor();
    await page.getByText(`${laptop.name} × 3`).waitFor();
    await page.getByRole('button', { name: 'Reprendre ces produits dans l’offre' }).click();
    await page.getByRole('cell', { name: router.name, exact: true }).waitFor();
    await page.getByRole('cell', { name: laptop.name, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Envoyer le devis' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer le devis' }).click();
    await page.getByRole('heading', { name: /^Offre DEV-\d{4}-\d{4}$/ }).waitFor();
    const { rows } = await t.server.ctx.db.query<{ number: string; total_ttc: number }>('select number, total_ttc from public.quotes where id = $1', [story.quoteId]);
    story.quoteNumber = rows[0].number;
    story.totalTtc = rows[0].total_ttc;
    const totalHt = 12 * router.price + 3 * laptop.price;
    expect(story.totalTtc).toBeGreaterThan(totalHt);
    await listShows('quotes', email, 'Devis envoyé');
  });

  it('the guest gets the quote by mail, its PDF with both parties, and accepts it online with « Bon pour accord »', async () => {
    const mail = await latestMailTo(t, email, new RegExp(`^Votre devis ${story.quoteNumber} : `));
    expect(plainSpaces(mail.subject)).toContain(`${plainSpaces(formatFcfa(story.totalTtc))} TTC`);
    const quotePdf = await attachedPdf(mail, new RegExp(`^devis-${story.quoteNumber}\\.pdf$`));
    expect(quotePdf).toContain(router.name);
    expect(quotePdf).toContain(laptop.name);
    expectBothParties(quotePdf);
    const link = /https?:\/\/\S+\/quote\/view\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`pas de lien « Voir et accepter le devis » : ${mail.text}`);
    story.quoteLink = link.replace(/^https?:\/\/[^/]+/, t.url);

    const { page } = guest;
    await page.goto(story.quoteLink);
    await page.getByRole('heading', { name: `Devis ${story.quoteNumber}` }).waitFor();
    expect(await page.locator('.quote-lines li').count()).toBe(2);
    expect(plainSpaces(await page.locator('.quote-totals__ttc').textContent())).toBe(plainSpaces(formatFcfa(story.totalTtc)));
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByLabel('Votre nom complet').fill(buyer.signer);
    await page.getByRole('button', { name: 'Bon pour accord' }).click();
    await page.getByText(new RegExp(`« Bon pour accord » signé par ${buyer.signer}`)).waitFor();
    expect(await page.getByRole('button', { name: 'Refuser le devis' }).count()).toBe(0);

    // The guest's own confirmation of the « Bon pour accord » (quote_accepted), with the quote as accepted.
    const confirmation = await latestMailTo(t, email, new RegExp(`^Devis ${story.quoteNumber} accepté : « Bon pour accord » bien reçu$`));
    expect(plainSpaces(confirmation.text)).toContain(`nous avons bien reçu votre accord sur le devis n° ${story.quoteNumber} (${plainSpaces(formatFcfa(story.totalTtc))} TTC)`);
    expect(confirmation.text).toContain(`« Bon pour accord » signé par ${buyer.signer}, en ligne, le `);
    const acceptedPdf = await attachedPdf(confirmation, new RegExp(`^devis-${story.quoteNumber}\\.pdf$`));
    expect(acceptedPdf).toContain('DEVIS ACCEPTÉ');
    expect(acceptedPdf).toContain(`Devis n° ${story.quoteNumber}`);
    expect(acceptedPdf).toContain(`« Bon pour accord » signé par ${buyer.signer}, en ligne, le `);
    expect(acceptedPdf).toContain(router.name);
    expect(acceptedPdf).toContain(laptop.name);
    expect(acceptedPdf).toContain(`Total TTC ${plainSpaces(formatFcfa(story.totalTtc))}`);
    expectBothParties(acceptedPdf);

    const accepted = await latestMailTo(t, officeAddress, new RegExp(`^Devis ${story.quoteNumber} accepté par ${buyer.signer}$`));
    expect(accepted.text).toContain(`« Bon pour accord » signé par ${buyer.signer}`);
    await listShows('quotes', email, 'Accepté');
    await rowWith(office.page, email).first().click();
    await office.page.getByText(new RegExp(`par ${buyer.signer} \\(« Bon pour accord »\\)`)).waitFor();
  });

  it('the office turns the accepted quote into a guest order, whose pro forma carries both parties, in the back-office and on the guest’s order link', async () => {
    const { page } = office;
    await page.getByRole('button', { name: 'Convertir en commande' }).click();
    const dialog = page.getByRole('dialog', { name: `Convertir le devis ${story.quoteNumber} en commande ?` });
    await dialog.getByRole('button', { name: 'Convertir en commande' }).click();
    await page.getByText('Articles commandés').waitFor();
    await page.getByText('Commande sans compte').waitFor();
    const { rows } = await t.server.ctx.db.query<{ number: number; guest_email: string; profile_id: string | null; total: number }>(
      'select o.number, o.guest_email, o.profile_id, o.total from public.orders as o join public.quotes as q on q.order_id = o.id where q.id = $1', [story.quoteId]);
    expect(rows).toEqual([{ number: expect.any(Number), guest_email: email, profile_id: null, total: story.totalTtc }]);
    story.orderNumber = rows[0].number;

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pro forma (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`facture-pro-forma-${story.orderNumber}.pdf`);
    const proForma = (await pdfText(new Uint8Array(await readFile(await download.path())))).replace(/\s+/g, ' ');
    expect(proForma).toContain(router.name);
    expectBothParties(proForma);

    // The guest's order mail links to the order (no account): its page gives the same pro forma, through the link's token.
    const orderMail = await latestMailTo(t, email, new RegExp(`^Votre commande n° ${story.orderNumber} a bien été reçue$`));
    const orderLink = /https?:\/\/\S+\/order\/view\/[A-Za-z0-9_-]+/.exec(orderMail.text)?.[0];
    if (!orderLink) throw new Error(`pas de lien « Voir ma commande » : ${orderMail.text}`);
    await guest.page.goto(orderLink.replace(/^https?:\/\/[^/]+/, t.url));
    await guest.page.getByRole('heading', { level: 1, name: `Commande n° ${story.orderNumber}` }).waitFor();
    const lines = guest.page.getByRole('region', { name: 'Articles' });
    await lines.getByText(`${router.name} × 12`).waitFor();
    expect(await fitsTheScreen(guest.page)).toBe(true);
    const [guestDownload] = await Promise.all([
      guest.page.waitForEvent('download'),
      lines.getByRole('button', { name: 'Télécharger la facture pro forma (PDF)' }).click(),
    ]);
    expect(guestDownload.suggestedFilename()).toBe(`facture-pro-forma-${story.orderNumber}.pdf`);
    const guestProForma = (await pdfText(new Uint8Array(await readFile(await guestDownload.path())))).replace(/\s+/g, ' ');
    expect(guestProForma).toContain(`Pro forma n° ${story.orderNumber}`);
    expect(guestProForma).toContain(`${router.name} 12 `);
    expect(guestProForma).toContain(`${laptop.name} 3 `);
    expectBothParties(guestProForma);

    await listShows('quotes', email, 'Commandé');
    // Made from an accepted offer, the order starts « En préparation » (convert_quote_to_order).
    // The list names the guest by the address the order is reached at (its « Client » column was blank).
    await listShows('orders', email, 'En préparation');
    await rowWith(office.page, email).getByText(`n° ${story.orderNumber}`).waitFor();
  });

  it('the office issues the invoice; once certified the guest receives it by mail with its PDF', async () => {
    const { page } = office;
    await page.goto(`${t.url}/admin/orders`);
    await rowWith(page, `n° ${story.orderNumber}`).first().click();
    await page.getByText('Articles commandés').waitFor();
    await page.getByRole('button', { name: 'Émettre la facture' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Émettre la facture' }).click();
    await page.getByText(/^Facture FAC-\d{4}-\d{4}$/).first().waitFor();
    const { rows } = await t.server.ctx.db.query<{ id: string; number: string; total_ttc: number }>(
      'select i.id, i.number, i.total_ttc from public.invoices as i join public.orders as o on o.id = i.order_id where o.number = $1', [story.orderNumber]);
    story.invoiceId = rows[0].id;
    story.invoiceNumber = rows[0].number;
    expect(rows[0].total_ttc).toBe(story.totalTtc);

    await untilCertified(await administratorClient(t), 'invoices', story.invoiceId);
    await page.reload();
    await page.getByText('Certifiée', { exact: true }).first().waitFor();
    await page.getByText('Non payée', { exact: true }).first().waitFor();
    await listShows('invoices', story.invoiceNumber, 'Non payée');

    const mail = await latestMailTo(t, email, new RegExp(`^Votre facture ${story.invoiceNumber} : `));
    const invoicePdf = await attachedPdf(mail, new RegExp(`^facture-${story.invoiceNumber}\\.pdf$`));
    expect(invoicePdf).toContain(`Facture n° ${story.invoiceNumber}`);
    expect(invoicePdf).toContain(`Total TTC ${plainSpaces(formatFcfa(story.totalTtc))}`);
    expect(invoicePdf).toContain('Facture électronique certifiée');
    expectBothParties(invoicePdf);

    // « Voir ma facture »: the mail's token link opens the certified invoice for the guest, who has no account.
    const link = /https?:\/\/\S+\/invoice\/view\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`pas de lien « Voir ma facture » : ${mail.text}`);
    story.invoiceLink = link.replace(/^https?:\/\/[^/]+/, t.url);
    const guestPage = await guestOpensInvoice('Reste à payer (TTC)', story.totalTtc);
    await guestPage.getByRole('region', { name: 'Statut' }).getByText('Non payée', { exact: true }).waitFor();
    await guestAmount('Déjà payé').filter({ hasText: shown(0) }).waitFor();
    await guestPage.getByText('Aucun paiement reçu pour le moment.').waitFor();
    await guestPage.getByRole('button', { name: 'Payer', exact: true }).waitFor();
    const certification = guestPage.getByRole('region', { name: 'Facture électronique certifiée' });
    await certification.getByRole('img', { name: 'QR code de vérification de la facture' }).waitFor();
    const certified = await t.server.ctx.db.query<{ secef_code: string; secef_nim: string }>('select secef_code, secef_nim from public.invoices where id = $1', [story.invoiceId]);
    await certification.getByText(certified.rows[0].secef_code, { exact: true }).waitFor();
    await certification.getByText(certified.rows[0].secef_nim, { exact: true }).waitFor();
  });

  it('the office records a partial payment then the rest; each mails the guest a receipt with its PDF', async () => {
    const { page } = office;
    await page.goto(`${t.url}/admin/invoices`);
    await rowWith(page, story.invoiceNumber).first().click();
    await page.getByText(`Facture ${story.invoiceNumber}`).first().waitFor();
    const first = 1_000_000;
    const rest = story.totalTtc - first;
    await recordOnInvoice(page, { action: 'Enregistrer un paiement', methodLabel: 'Moyen de paiement', amount: first, method: 'Virement', reference: 'VIR-TRESOR-0001' });
    await page.getByText('Partiellement payée').first().waitFor();
    await expect.poll(() => invoiceAmount(page, 'Reste à payer').textContent()).toMatch(shown(rest));
    await listShows('invoices', story.invoiceNumber, 'Partiellement payée');

    let receipt = await latestMailTo(t, email, new RegExp(`^Reçu de paiement : .* sur votre facture ${story.invoiceNumber}$`));
    expect(plainSpaces(receipt.subject)).toContain(plainSpaces(formatFcfa(first)));
    let receiptPdf = await attachedPdf(receipt, /^recu-/);
    expect(receiptPdf).toContain('REÇU DE PAIEMENT');
    expect(receiptPdf).toContain(`Solde dû à ce jour ${plainSpaces(formatFcfa(rest))}`);
    expectBothParties(receiptPdf);

    await page.goto(`${t.url}/admin/invoices/${story.invoiceId}/show`);
    await page.getByText(`Facture ${story.invoiceNumber}`).first().waitFor();
    await recordOnInvoice(page, { action: 'Enregistrer un paiement', methodLabel: 'Moyen de paiement', amount: rest, method: 'Virement', reference: 'VIR-TRESOR-0002' });
    await page.getByText('Payée', { exact: true }).first().waitFor();
    await expect.poll(() => invoiceAmount(page, 'Reste à payer').textContent()).toMatch(shown(0));
    await listShows('invoices', story.invoiceNumber, 'Payée');

    const receipts = (await mailsTo(t, email)).filter((mail) => mail.subject.startsWith('Reçu de paiement'));
    expect(receipts).toHaveLength(2);
    receipt = receipts[1];
    expect(plainSpaces(receipt.subject)).toContain(plainSpaces(formatFcfa(rest)));
    receiptPdf = await attachedPdf(receipt, /^recu-/);
    expect(receiptPdf).toContain(`Solde dû à ce jour ${plainSpaces(formatFcfa(0))}`);
    expectBothParties(receiptPdf);

    // The guest's invoice link now says it is paid, with both payments, and offers nothing more to pay.
    const guestPage = await guestOpensInvoice('Reste à payer (TTC)', 0);
    await guestPage.getByRole('region', { name: 'Statut' }).getByText('Payée', { exact: true }).waitFor();
    await guestAmount('Déjà payé').filter({ hasText: shown(story.totalTtc) }).waitFor();
    const payments = guestPage.getByRole('region', { name: 'Paiements reçus' }).locator('li');
    expect(await payments.count()).toBe(2);
    expect(plainSpaces(await payments.nth(0).textContent())).toContain(`Virement${plainSpaces(formatFcfa(first))}`);
    expect(plainSpaces(await payments.nth(1).textContent())).toContain(`Virement${plainSpaces(formatFcfa(rest))}`);
    expect(await guestPage.getByRole('button', { name: 'Payer', exact: true }).count()).toBe(0);
  });

  it('a credit note on part of the paid invoice shows « Avoir à rembourser »; the refund brings it to nothing due', async () => {
    const { page } = office;
    await page.goto(`${t.url}/admin/invoices/${story.invoiceId}/show`);
    await page.getByText(`Facture ${story.invoiceNumber}`).first().waitFor();
    await page.getByRole('button', { name: 'Émettre un avoir' }).click();
    const dialog = page.getByRole('dialog', { name: /Émettre un avoir/ });
    await dialog.getByLabel('Une partie seulement').check();
    await dialog.getByLabel(/Montant HT de l’avoir/).fill('100000');
    await dialog.getByLabel(/Motif/).fill('Une borne livrée en moins');
    await dialog.getByRole('button', { name: 'Émettre un avoir' }).click();
    // 100 000 HT + 18 % = 118 000 TTC owed back on an invoice already paid.
    await expect.poll(() => invoiceAmount(page, 'Avoir à rembourser').textContent()).toMatch(shown(118_000));
    expect(await page.locator('dt', { hasText: 'Reste à payer' }).count()).toBe(0);

    const { rows } = await t.server.ctx.db.query<{ id: string; number: string }>('select id, number from public.credit_notes where invoice_id = $1', [story.invoiceId]);
    expect(rows).toHaveLength(1);
    await untilCertified(await administratorClient(t), 'credit_notes', rows[0].id);
    const mail = await latestMailTo(t, email, new RegExp(`^Avoir ${rows[0].number} sur votre facture ${story.invoiceNumber} : `));
    expect(plainSpaces(mail.text)).toContain(`remboursement de ${plainSpaces(formatFcfa(118_000))}`);
    const creditNotePdf = await attachedPdf(mail, new RegExp(`^avoir-${rows[0].number}\\.pdf$`));
    expect(creditNotePdf).toContain(story.invoiceNumber);
    expectBothParties(creditNotePdf);

    // The guest's link: the certified credit note, and what is owed back instead of a negative balance.
    let guestPage = await guestOpensInvoice('Avoir à rembourser (TTC)', 118_000);
    await guestAmount('Avoirs').filter({ hasText: new RegExp(`^−\\s${formatFcfa(118_000).replace(/\s/g, '\\s')}$`) }).waitFor();
    const creditNotes = guestPage.getByRole('region', { name: 'Avoirs' });
    await creditNotes.getByText(new RegExp(`^Avoir ${rows[0].number} du .* · Une borne livrée en moins$`)).waitFor();
    await creditNotes.getByRole('button', { name: `Télécharger l’avoir ${rows[0].number} (PDF)` }).waitFor();
    expect(await guestPage.locator('.order-totals dt', { hasText: 'Reste à payer' }).count()).toBe(0);

    await recordOnInvoice(page, { action: 'Enregistrer un remboursement', methodLabel: 'Moyen de remboursement', amount: 118_000, method: 'Virement', reference: 'VIR-REMB-0001' });
    await expect.poll(() => invoiceAmount(page, 'Reste à payer').textContent()).toMatch(shown(0));
    await invoiceAmount(page, 'Remboursé').filter({ hasText: shown(118_000) }).waitFor();
    expect(await page.locator('dt', { hasText: 'Avoir à rembourser' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enregistrer un remboursement' }).count()).toBe(0);

    const stored = await t.server.ctx.db.query<{ balance_due: number; refund_due: number }>('select balance_due, refund_due from public.invoices where id = $1', [story.invoiceId]);
    expect(stored.rows[0]).toEqual({ balance_due: 0, refund_due: 0 });

    // Once refunded, the guest's link shows the refund and nothing due either way.
    guestPage = await guestOpensInvoice('Reste à payer (TTC)', 0);
    const refunds = guestPage.getByRole('region', { name: 'Remboursements' }).locator('li');
    expect(await refunds.count()).toBe(1);
    expect(plainSpaces(await refunds.first().textContent())).toContain(`Virement${plainSpaces(formatFcfa(118_000))}`);
    expect(await guestPage.locator('.order-totals dt', { hasText: 'Avoir à rembourser' }).count()).toBe(0);
    expect(guest.errors).toEqual([]);
  });
});
