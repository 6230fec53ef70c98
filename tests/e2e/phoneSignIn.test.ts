import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { launchBrowser } from '../helpers/browser';
import { smsTo, uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { logInThroughPage, newCustomer, registerThroughApi } from './accountSteps';

/** The code of the newest text message to `phone`, read as its owner reads it on their phone. */
async function codeReceivedBy(t: TestServer, phone: string): Promise<string> {
  const newest = (await smsTo(t, phone)).at(-1);
  const code = newest ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
  if (!code) throw new Error(`aucun code reçu au ${phone}`);
  return code;
}

/** Another six digits than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** « 70 12 34 56 » for +226 70 12 34 56: how a customer in Burkina Faso types their own number. */
const nationalForm = (phone: string) => phone.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ');

// Issue 34: « Se connecter avec mon numéro » on /login, and the account's number in the portal's settings.
describe('phone number sign-in and settings in the browser', () => {
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

  it('signs a visitor in with their number and the code received, and lands on the portal', async () => {
    const phone = uniquePhone();
    // Booked on the site without an account, with that number as the customer types it.
    const booked = await t.client().from('appointments').insert(appointmentRequest(slotAllocator(6)(), { phone: nationalForm(phone), email: 'rdv-par-telephone@example.bf' }));
    expect(booked.error).toBeNull();
    const page = await browser.newPage();
    await page.goto(`${t.url}/login`);
    await page.getByRole('button', { name: 'Se connecter avec mon numéro' }).click();
    await page.getByLabel('Numéro de téléphone').fill(nationalForm(phone));
    await page.getByLabel('Recevoir le code par WhatsApp').check();
    await page.getByRole('button', { name: 'Recevoir le code', exact: true }).click();

    const shown = `+226 ${nationalForm(phone)}`;
    await page.getByText(`Nous avons envoyé un code à 6 chiffres sur WhatsApp au ${shown}. Il est valable 5 minutes.`).waitFor();
    expect(await page.getByRole('button', { name: /^Renvoyer le code \(\d+ s\)$/ }).isDisabled()).toBe(true);
    expect((await smsTo(t, phone)).map((sms) => sms.channel)).toEqual(['whatsapp']);
    const code = await codeReceivedBy(t, phone);

    await page.getByLabel('Code à 6 chiffres').fill(wrongCode(code));
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByText('Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.').waitFor();

    await page.getByLabel('Code à 6 chiffres').fill(code);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // A new account made by number has no name yet: the portal asks for it, and greets no one with « Bienvenue, » (issue 46).
    await page.getByRole('heading', { name: 'Comment vous appelez-vous ?' }).waitFor();
    expect(await page.locator('.portal-topbar__welcome').textContent()).toBe(`Bienvenue, ${shown}`);
    await page.getByLabel(/Nom complet/).fill('Mariam Sawadogo');
    await page.getByRole('button', { name: 'Enregistrer mon nom' }).click();
    await page.getByText('Bonjour Mariam !').waitFor();
    expect(await page.locator('.portal-topbar__welcome').textContent()).toBe('Bienvenue, Mariam Sawadogo');
    expect(await page.getByRole('heading', { name: 'Comment vous appelez-vous ?' }).count()).toBe(0);
    // The appointment booked with the confirmed number is theirs.
    await page.getByRole('region', { name: 'Rendez-vous à venir' }).getByText('Support informatique').waitFor();
    await page.close();
  });

  it('adds a number to an account from the portal’s settings, confirmed by the code sent to it', async () => {
    const awa = newCustomer('Awa');
    await registerThroughApi(t, awa);
    const phone = uniquePhone();
    const page = await browser.newPage();
    await logInThroughPage(page, t, awa);
    await page.goto(`${t.url}/dashboard/settings`);
    const section = page.getByRole('region', { name: 'Numéro de téléphone du compte' });
    await section.getByText('Aucun numéro pour le moment.').waitFor();

    await section.getByLabel('Numéro de téléphone').fill(nationalForm(phone));
    await section.getByRole('button', { name: 'Recevoir un code par SMS' }).click();
    const shown = `+226 ${nationalForm(phone)}`;
    await section.getByText(`Un code à 6 chiffres a été envoyé par SMS au ${shown}.`, { exact: false }).waitFor();
    await section.getByLabel('Code reçu par SMS').fill(await codeReceivedBy(t, phone));
    await section.getByRole('button', { name: 'Confirmer le numéro' }).click();

    await section.getByText(`Votre numéro ${shown} est confirmé : vous pouvez vous connecter avec lui.`).waitFor();
    await section.getByText(`Numéro actuel : ${shown} confirmé`).waitFor();
    await page.close();

    // The number now opens the same account.
    const client = t.client();
    await client.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    const { data, error } = await client.auth.verifyOtp({ phone, token: await codeReceivedBy(t, phone), type: 'sms' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(awa.email);
  });
});
