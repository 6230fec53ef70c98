import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, quoteRequest } from '../fixtures/requests';
import { launchBrowser } from '../helpers/browser';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { adminEnv, administrator, logInToAdmin, rowWith } from './adminSteps';

const contactAddress = 'contact@ouaga-it.example.bf';

/** Issue 32: « Reply in the back-office … kept with the message (« Répondu le … par … »), and the same for quote requests. » */
describe('replying from the back-office', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  /** The name staff go by (the profile's full name), as the back-office and the record show it. */
  let staffName: string;

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    await t.server.ctx.db.query('update public.site_settings set email_general = $1 where id = 1', [contactAddress]);
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    await logInToAdmin(page, t);
    const { rows } = await t.server.ctx.db.query<{ full_name: string }>('select full_name from public.profiles where email = $1', [administrator.email]);
    staffName = rows[0]!.full_name;
    expect(staffName).toBeTruthy();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-replies-${task.id}.png`) });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const replyDialog = () => page.getByRole('dialog', { name: 'Répondre' });
  const replyText = () => replyDialog().getByRole('textbox', { name: 'Votre réponse' });
  /** The dialog is open with the caret in its text, as the staff member sees it before typing. */
  const untilReplyFocused = async () => {
    await replyText().waitFor();
    await expect.poll(() => replyText().evaluate((element) => element === document.activeElement)).toBe(true);
  };

  it('sends a reply to a message through the outbox, keeps the text when sending fails, and shows « Répondu le … par … »', async () => {
    const visitor = 'mariam.reponse@example.bf';
    const sent = await t.client().from('contact_messages').insert(
      contactMessage({ name: 'Mariam Traoré', email: visitor, subject: 'Contrat de maintenance', message: 'Proposez-vous des contrats annuels ?' }),
    );
    expect(sent.error).toBeNull();

    await page.goto(`${t.url}/admin/contact_messages`);
    await rowWith(page, 'Mariam Traoré').getByText('Contrat de maintenance').click();
    await page.getByText('Proposez-vous des contrats annuels ?').waitFor();
    await page.getByText('Aucune réponse envoyée depuis le back-office.').waitFor();

    await page.getByRole('button', { name: 'Répondre' }).click();
    await untilReplyFocused();
    expect(await replyText().inputValue()).toBe(`Bonjour Mariam Traoré,\n\n\n\nCordialement,\n${staffName}`);
    // The caret waits on the blank line under the greeting: what is typed goes there.
    await page.keyboard.type('Oui : un contrat annuel couvre deux visites.');
    const typed = await replyText().inputValue();
    expect(typed).toMatch(/^Bonjour Mariam Traoré,\n\nOui : un contrat annuel couvre deux visites.\n\nCordialement,/);

    // The network drops: a French message, the dialog stays open with the text as typed.
    await page.route('**/rest/v1/message_replies*', (route) => route.abort('connectionreset'));
    await replyDialog().getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByText('Le serveur ne répond pas correctement. Veuillez réessayer.').waitFor();
    expect(await replyText().inputValue()).toBe(typed);
    await page.unroute('**/rest/v1/message_replies*');

    // Closing and opening again keeps the draft too.
    await replyDialog().getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => replyDialog().count()).toBe(0);
    await page.getByRole('button', { name: 'Répondre' }).click();
    expect(await replyText().inputValue()).toBe(typed);

    await replyDialog().getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByText(`Réponse envoyée à ${visitor}.`).waitFor();
    await page.getByText(new RegExp(`^Répondu le \\d{1,2} \\S+ \\d{4} à \\d{2}h\\d{2} par ${staffName}$`)).waitFor();
    await page.getByText('Oui : un contrat annuel couvre deux visites.').waitFor();

    const mail = await latestMailTo(t, visitor, /^Re: Contrat de maintenance$/);
    expect(mail.from).toMatch(/^"?Ouaga IT Services"? </);
    expect(mail.replyTo).toBe(contactAddress);
    expect(mail.text).toContain('Oui : un contrat annuel couvre deux visites.');
    expect(mail.text).toMatch(/Mariam Traoré a écrit :\n> Proposez-vous des contrats annuels \?/);
    // One reply, however many attempts.
    expect((await mailsTo(t, visitor)).filter((candidate) => candidate.subject.startsWith('Re: '))).toHaveLength(1);
  });

  it('replies to a quote request from its page, beside the offer', async () => {
    const visitor = 'issa.devis@example.bf';
    expect((await t.client().from('quotes').insert(quoteRequest({ name: 'Issa Devis', email: visitor }))).error).toBeNull();
    const { rows } = await t.server.ctx.db.query<{ id: string }>('select id from public.quotes where email = $1', [visitor]);

    await page.goto(`${t.url}/admin/quotes/${rows[0]!.id}/show`);
    await page.getByText('Câblage et Wi-Fi pour 20 postes.').waitFor();
    await page.getByRole('button', { name: 'Répondre' }).click();
    await untilReplyFocused();
    await page.keyboard.type('Pouvons-nous passer voir les locaux mardi ?');
    await replyDialog().getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByText(new RegExp(`^Répondu le .* par ${staffName}$`)).waitFor();

    const mail = await latestMailTo(t, visitor, /^Re: Votre demande de devis : Infrastructure réseau$/);
    expect(mail.replyTo).toBe(contactAddress);
    expect(mail.text).toContain('Pouvons-nous passer voir les locaux mardi ?');
    expect(mail.text).toContain('> Projet : Infrastructure réseau');
  });

  it('answers from the list of messages without opening the message', async () => {
    const visitor = 'salif.liste@example.bf';
    expect((await t.client().from('contact_messages').insert(contactMessage({ name: 'Salif Liste', email: visitor, subject: 'Imprimante' }))).error).toBeNull();
    await page.goto(`${t.url}/admin/contact_messages`);
    await rowWith(page, 'Salif Liste').getByRole('button', { name: 'Répondre' }).click();
    await untilReplyFocused();
    await page.keyboard.type('Nous avons des imprimantes en stock.');
    await replyDialog().getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByText(`Réponse envoyée à ${visitor}.`).waitFor();
    // Still on the list, the message now read.
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    expect((await latestMailTo(t, visitor, /^Re: Imprimante$/)).text).toContain('Nous avons des imprimantes en stock.');
  });
});
