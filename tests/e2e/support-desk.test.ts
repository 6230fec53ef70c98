import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { latestMailTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fillLogin, newCustomer, registerThroughApi } from './accountSteps';
import { adminEnv, logInToAdmin } from './adminSteps';
import { openPage } from './publicSteps';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Issue 52 on a 390 px phone: a customer opens a support request with a photo, staff answer from the back-office,
 * the customer sees the answer and replies, staff resolve it, the customer rates the help.
 */
describe('a support request, from the customer’s phone to the office and back', () => {
  let t: TestServer;
  let browser: Browser;
  const customer = newCustomer('Salif');

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
    await registerThroughApi(t, customer);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('is opened with a photo, answered, resolved and rated', async () => {
    const phone = await openPage(browser, { mobile: true });
    const office = await openPage(browser);
    onTestFailed(async () => {
      await phone.page.screenshot({ path: path.join(os.tmpdir(), 'support-desk-phone.png') }).catch(() => undefined);
      await office.page.screenshot({ path: path.join(os.tmpdir(), 'support-desk-office.png') }).catch(() => undefined);
    });

    // The customer opens a request from « Assistance », with a photo of the access point.
    await phone.page.goto(`${t.url}/login`);
    await fillLogin(phone.page, customer.email, customer.password);
    await phone.page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await phone.page.goto(`${t.url}/dashboard/support`);
    await phone.page.getByRole('heading', { level: 1, name: 'Assistance' }).waitFor();
    await phone.page.getByText('Vous n’avez encore ouvert aucune demande d’assistance.').waitFor();
    await phone.page.getByRole('link', { name: 'Nouvelle demande' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Nouvelle demande d’assistance' }).waitFor();
    // Sent empty: each missing field says so, nothing is sent.
    await phone.page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await phone.page.getByText('Indiquez l’objet de votre demande (3 caractères au moins).').waitFor();
    await phone.page.getByLabel('Objet').fill('Le Wi-Fi ne marche plus');
    await phone.page.getByLabel('Description').fill('Plus aucun poste ne se connecte depuis ce matin. La borne clignote en orange.');
    await phone.page.getByRole('radio', { name: /Bloquant/ }).check();
    await phone.page.getByLabel('Photos ou captures d’écran').setInputFiles({ name: 'borne wifi.png', mimeType: 'image/png', buffer: png });
    await phone.page.getByRole('button', { name: 'Envoyer la demande' }).click();

    const title = phone.page.getByRole('heading', { level: 1, name: /^SUP-\d{4}-\d{4} · Le Wi-Fi ne marche plus$/ });
    await title.waitFor();
    const number = (await title.textContent())!.split(' · ')[0]!;
    await phone.page.getByText(`Votre demande ${number} est envoyée.`).waitFor();
    await phone.page.getByRole('button', { name: 'Ouvrir 1-borne-wifi.png' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const received = await latestMailTo(t, customer.email, new RegExp(`^Demande d’assistance ${number} reçue$`));
    expect(received.text).toContain(`/dashboard/support/${number}`);

    // Staff find it among the open requests, note something for themselves, then answer.
    await logInToAdmin(office.page, t);
    await office.page.goto(`${t.url}/admin/support_requests`);
    await office.page.getByText('Le Wi-Fi ne marche plus').click();
    await office.page.getByText('Plus aucun poste ne se connecte depuis ce matin.').waitFor();
    await office.page.getByRole('button', { name: '1-borne-wifi.png' }).waitFor();
    await office.page.getByLabel('Note interne (jamais montrée au client)').check();
    await office.page.getByRole('textbox', { name: 'Note interne' }).fill('Borne U6 Pro sous garantie : prévoir un échange.');
    await office.page.getByRole('button', { name: 'Enregistrer la note' }).click();
    await office.page.getByText('Borne U6 Pro sous garantie : prévoir un échange.').waitFor();
    await office.page.getByRole('textbox', { name: 'Réponse au client' }).fill('Bonjour, pouvez-vous débrancher la borne 30 secondes puis la rebrancher ?');
    await office.page.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await office.page.getByText('Réponse envoyée au client').waitFor();
    const answerMail = await latestMailTo(t, customer.email, new RegExp(`^Re: \\[${number}\\] Le Wi-Fi ne marche plus$`));
    expect(answerMail.text).toContain('débrancher la borne 30 secondes');
    expect(answerMail.text).not.toContain('prévoir un échange');

    // The customer reads the answer (never the internal note) and replies.
    await phone.page.reload();
    await phone.page.getByText('Bonjour, pouvez-vous débrancher la borne 30 secondes puis la rebrancher ?').waitFor();
    await phone.page.getByText('En attente de votre réponse').first().waitFor();
    expect(await phone.page.getByText('prévoir un échange').count()).toBe(0);
    await phone.page.getByLabel('Votre réponse').fill('C’est fait, la borne est verte et le Wi-Fi revient. Merci !');
    await phone.page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await phone.page.getByText('Votre réponse est envoyée.').waitFor();
    await phone.page.getByText('C’est fait, la borne est verte et le Wi-Fi revient. Merci !').waitFor();

    // Staff see the answer and resolve the request.
    await office.page.reload();
    await office.page.getByText('C’est fait, la borne est verte et le Wi-Fi revient. Merci !').waitFor();
    await office.page.getByRole('combobox', { name: 'Statut' }).click();
    await office.page.getByRole('option', { name: 'Résolue' }).click();
    await office.page.getByText('Demande mise à jour').waitFor();
    await latestMailTo(t, customer.email, new RegExp(`^Demande d’assistance ${number} résolue$`));

    // The customer rates the help.
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: 'Votre avis sur notre aide' }).waitFor();
    await phone.page.getByRole('button', { name: 'Rouvrir la demande' }).waitFor();
    await phone.page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await phone.page.getByText('Choisissez une note de 1 à 5.').waitFor();
    await phone.page.getByRole('radio', { name: '5 sur 5' }).check();
    await phone.page.getByLabel('Commentaire (facultatif)').fill('Rapide et clair.');
    await phone.page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await phone.page.getByText('Votre note : 5 sur 5').waitFor();

    await office.page.reload();
    await office.page.getByText('Rapide et clair.').waitFor();
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    await office.context.close();
    // A whole journey of two people on a busy 2-core machine: minutes, not the minute of a single step.
  }, 240_000);
});
