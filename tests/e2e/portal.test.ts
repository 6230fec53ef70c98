import type { Browser } from 'playwright-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { latestLink } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { logInThroughPage, newCustomer, registerThroughApi, type Customer } from './accountSteps';
import { chooseDay } from './publicSteps';
import { answeredBeforeOneAcceptance } from '../fixtures/legacyQuoteAnswers';

/** A weekday at least two days ahead, so every slot of the day is still open whatever the hour of the run. */
function nextWeekday(): string {
  const day = new Date();
  day.setDate(day.getDate() + 2);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe('the customer portal in a browser', () => {
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

  async function signedInClient(customer: Customer): Promise<SupabaseClient> {
    const client = t.client();
    const { error } = await client.auth.signInWithPassword({ email: customer.email, password: customer.password });
    if (error) throw error;
    return client;
  }

  it('shows an appointment booked on the site, then cancels it', async () => {
    const awa = newCustomer('Awa');
    await registerThroughApi(t, awa);
    const page = await browser.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await logInThroughPage(page, t, awa);

    await page.goto(`${t.url}/appointment`);
    await page.locator('#appointment-service').selectOption('network-setup');
    // The form is prefilled from the profile of the signed-in customer.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#appointment-fullName')?.value !== '');
    await expect(page.locator('#appointment-fullName').inputValue()).resolves.toBe(awa.fullName);
    await chooseDay(page, nextWeekday());
    await page.getByRole('radiogroup', { name: 'Créneaux disponibles' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByText('Rendez-vous enregistré !').waitFor();

    await page.goto(`${t.url}/dashboard`);
    const upcoming = page.getByRole('region', { name: 'Rendez-vous à venir' });
    await upcoming.getByText('Installation réseau').waitFor();
    await expect(upcoming.getByText('En attente').count()).resolves.toBe(1);

    await page.getByRole('navigation', { name: 'Navigation de l’espace client' }).getByRole('link', { name: 'Mes rendez-vous' }).click();
    await page.waitForURL(`${t.url}/dashboard/appointments`);
    await page.getByRole('button', { name: 'Annuler ce rendez-vous' }).click();
    // Asked first, with an optional reason for the company (issue 46).
    await page.getByLabel('Motif (facultatif)').fill('Je serai en voyage');
    await page.getByRole('button', { name: 'Oui, annuler le rendez-vous' }).click();
    await page.getByText('Votre rendez-vous a été annulé.').waitFor();
    await page.getByRole('region', { name: 'Passés et annulés' }).getByText('Annulé', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Annuler ce rendez-vous' }).count()).resolves.toBe(0);

    const stored = await t.serviceClient().from('appointments').select('status, cancellation_reason').eq('email', awa.email);
    expect(stored.data).toEqual([{ status: 'cancelled', cancellation_reason: 'Je serai en voyage' }]);
    await page.close();
  });

  it('shows orders with their lines, the amount spent and the company’s answer to a quote', async () => {
    const ali = newCustomer('Ali');
    await registerThroughApi(t, ali);
    const client = await signedInClient(ali);
    const products = await t.serviceClient().from('products').select('id, name, price').order('price').limit(2);
    const [cheaper, dearer] = products.data ?? [];
    const placed = await client.rpc('place_order', {
      items: [
        { product_id: cheaper.id, quantity: 2 },
        { product_id: dearer.id, quantity: 1 },
      ],
      delivery: { name: ali.fullName, phone: '+226 70 00 00 00', address: 'Zone du bois, Ouagadougou' },
    });
    expect(placed.error).toBeNull();
    const order = placed.data as { id: string; number: number; total: number };
    await t.serviceClient().from('orders').update({ status: 'confirmed' }).eq('id', order.id);
    await t.serviceClient().from('orders').update({ status: 'delivered' }).eq('id', order.id);
    const quote = await client.from('quotes').insert({
      name: ali.fullName,
      email: ali.email,
      phone: '+226 70 00 00 01',
      project_type: 'network-infrastructure',
      services: ['network-setup'],
      message: 'Câbler deux étages',
    }).select('id').single();
    expect(quote.error).toBeNull();
    await answeredBeforeOneAcceptance(t.server.ctx.db, quote.data!.id, 650000, 'Intervention sur deux jours.');

    const page = await browser.newPage();
    await logInThroughPage(page, t, ali);
    const totalSpent = new Intl.NumberFormat('fr-FR').format(order.total);
    await page.getByText(`${totalSpent}\u00a0FCFA`).first().waitFor();
    await expect(page.getByRole('region', { name: 'Commandes récentes' }).getByText(`Commande n° ${order.number}`).count()).resolves.toBe(1);

    await page.getByRole('link', { name: 'Voir toutes' }).first().click();
    await page.waitForURL(`${t.url}/dashboard/orders`);
    const card = page.getByRole('article', { name: `Commande n° ${order.number}` });
    await card.getByText(cheaper.name).waitFor();
    await expect(card.getByText(dearer.name).count()).resolves.toBe(1);
    await expect(card.getByText('Livrée').count()).resolves.toBe(1);

    await page.goto(`${t.url}/dashboard/quotes`);
    await page.getByText('Réponse de Ouaga IT Services').waitFor();
    await expect(page.getByText('650\u202f000\u00a0FCFA').count()).resolves.toBe(1);
    await expect(page.getByText('Intervention sur deux jours.').count()).resolves.toBe(1);
    await expect(page.getByText('Accepté').count()).resolves.toBe(1);

    // The bell lists what the company did: the answer to the quote and the delivered order.
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Votre demande de devis « Infrastructure réseau » a reçu une réponse.').waitFor();
    await expect(panel.getByText(`Commande n° ${order.number} : livrée.`).count()).resolves.toBe(1);
    await page.close();
  });

  it('never shows one customer the rows of another', async () => {
    const fati = newCustomer('Fati');
    const issa = newCustomer('Issa');
    await registerThroughApi(t, fati);
    await registerThroughApi(t, issa);
    const fatiClient = await signedInClient(fati);
    const booked = await fatiClient.from('appointments').insert({ service: 'training', full_name: fati.fullName, email: fati.email, date: nextWeekday(), time: '15:00' }).select('id').single();
    expect(booked.error).toBeNull();
    await fatiClient.from('quotes').insert({ name: fati.fullName, email: fati.email, phone: '+226 70 00 00 02', project_type: 'it-consulting', services: ['maintenance'] });

    const page = await browser.newPage();
    await logInThroughPage(page, t, issa);
    await page.getByText('Votre espace client est prêt').waitFor();
    await page.goto(`${t.url}/dashboard/appointments`);
    await page.getByText('Vous n’avez pas encore de rendez-vous.').waitFor();
    await expect(page.getByText('Formation').count()).resolves.toBe(0);
    await page.goto(`${t.url}/dashboard/quotes`);
    await page.getByText('Vous n’avez pas encore demandé de devis.').waitFor();

    // Through the API too: Issa can neither read nor cancel Fati's appointment.
    const issaClient = await signedInClient(issa);
    const read = await issaClient.from('appointments').select('id');
    expect(read.data).toEqual([]);
    const cancel = await issaClient.from('appointments').update({ status: 'cancelled' }).eq('id', booked.data!.id).select('id');
    expect(cancel.data ?? []).toEqual([]);
    const stillPending = await t.serviceClient().from('appointments').select('status').eq('id', booked.data!.id).single();
    expect(stillPending.data?.status).toBe('pending');

    // And Fati sees her own.
    const fatiPage = await browser.newPage();
    await logInThroughPage(fatiPage, t, fati);
    await fatiPage.getByRole('region', { name: 'Rendez-vous à venir' }).getByText('Formation').waitFor();
    await fatiPage.close();
    await page.close();
  });

  it('keeps the menu usable on a phone: the drawer opens and closes on choice', async () => {
    const moussa = newCustomer('Moussa');
    await registerThroughApi(t, moussa);
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await logInThroughPage(page, t, moussa);
    const menu = page.getByRole('button', { name: 'Ouvrir le menu de l’espace client' });
    await menu.click();
    const navigation = page.getByRole('navigation', { name: 'Navigation de l’espace client' });
    await navigation.getByRole('link', { name: 'Paramètres' }).click();
    await page.waitForURL(`${t.url}/dashboard/settings`);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu de l’espace client' }).getAttribute('aria-expanded')).resolves.toBe('false');
    // The drawer slides away (a short transition) once an item is chosen.
    await navigation.waitFor({ state: 'hidden' });

    await page.locator('#profile-phone').fill('+226 70 11 22 33');
    await page.locator('#profile-company').fill('Faso Conseil');
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await page.getByText('Votre profil a été enregistré.').waitFor();
    const stored = await t.serviceClient().from('profiles').select('phone, company').eq('email', moussa.email).single();
    expect(stored.data).toEqual({ phone: '+226 70 11 22 33', company: 'Faso Conseil' });
    await context.close();
  });

  it('changes the password and the e-mail address from the settings, and both then work', async () => {
    const salif = newCustomer('Salif');
    await registerThroughApi(t, salif);
    const page = await browser.newPage();
    await logInThroughPage(page, t, salif);
    await page.getByRole('link', { name: 'Paramètres' }).first().click();
    await page.waitForURL(`${t.url}/dashboard/settings`);

    await page.locator('#settings-password').fill('court');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor();
    const newPassword = 'un-nouveau-mot-de-passe';
    await page.locator('#settings-password').fill(newPassword);
    await page.locator('#settings-passwordConfirmation').fill(newPassword);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été modifié.').waitFor();

    const newEmail = `nouvelle.${salif.email}`;
    await page.locator('#settings-email').fill(newEmail);
    await page.getByRole('button', { name: "Changer l'adresse e-mail" }).click();
    // Nothing changes until both addresses confirm (each link spent by the page's button).
    await page.getByText(/Presque fini : nous avons envoyé un lien de confirmation/).waitFor();
    for (const [address, subject] of [[salif.email, /Changement de votre adresse/], [newEmail, /nouvelle adresse/]] as const) {
      const link = await latestLink(t, address, subject);
      await page.goto(`${t.url}${link.pathname}${link.search}`);
      await page.getByRole('heading', { level: 1, name: 'Confirmer votre adresse e-mail' }).waitFor();
      await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
      await page.getByText(/Confirmation enregistrée|Votre nouvelle adresse e-mail est confirmée/).waitFor();
    }
    await page.getByText('Votre nouvelle adresse e-mail est confirmée.').waitFor();
    await page.getByRole('link', { name: 'Accéder à mon espace client' }).click();
    await page.getByText(`Bienvenue, ${salif.fullName}`).waitFor();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${t.url}/login`);
    await logInThroughPage(page, t, { ...salif, email: newEmail, password: newPassword });
    await page.close();
  });
});
