import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { calendarDay, chooseDay, futureSunday, futureWeekday, openPage } from './publicSteps';

describe('the public forms store what visitors send', () => {
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

  it('books an appointment, and the slot then shows taken', async () => {
    const day = futureWeekday();
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/appointment?service=network`);
    // ?service= from a service card preselects the matching booking service.
    await page.waitForFunction(() => (document.getElementById('appointment-service') as HTMLSelectElement | null)?.value === 'network-setup');

    // Sending it empty shows the French messages of SPEC.md §5, and editing a field clears its own.
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByText('Le nom complet est requis').waitFor();
    await page.getByText('La date est requise').waitFor();
    await page.fill('#appointment-fullName', 'Awa Ouédraogo');
    expect(await page.getByText('Le nom complet est requis').count()).toBe(0);

    // A closed day cannot be chosen (aria-disabled) but says why when a keyboard user presses Enter on it.
    await (await calendarDay(page, futureSunday())).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Fermé le dimanche' }).waitFor();

    await chooseDay(page, day);
    const firstSlot = page.getByRole('radiogroup', { name: 'Créneaux disponibles' }).getByRole('radio').first();
    await firstSlot.waitFor();
    const time = await firstSlot.getAttribute('value');
    expect(time).toBe('08:00');
    await firstSlot.check();
    await page.fill('#appointment-email', 'awa@example.bf');
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Rendez-vous enregistré !' }).waitFor();
    // The confirmation takes the focus, so a screen reader announces it (the button pressed is gone).
    await expect.poll(() => page.getByRole('heading', { name: 'Rendez-vous enregistré !' }).evaluate((heading) => heading === document.activeElement)).toBe(true);

    const { data: rows } = await t.serviceClient().from('appointments').select('service, full_name, email, date, time, status').eq('email', 'awa@example.bf');
    expect(rows).toEqual([{ service: 'network-setup', full_name: 'Awa Ouédraogo', email: 'awa@example.bf', date: day, time: '08:00:00', status: 'pending' }]);

    // Another visitor no longer gets 08:00 on that day.
    await page.goto(`${t.url}/appointment`);
    await chooseDay(page, day);
    const slots = page.getByRole('radiogroup', { name: 'Créneaux disponibles' }).getByRole('radio');
    await slots.first().waitFor();
    const offered = await slots.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(offered).not.toContain('08:00');
    expect(offered).toContain('08:30');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a visitor whose slot was taken meanwhile, keeps the form, and refreshes the slots', async () => {
    const day = futureWeekday(9);
    const { context, page } = await openPage(browser);
    await page.goto(`${t.url}/appointment`);
    await page.selectOption('#appointment-service', 'it-support');
    await page.fill('#appointment-fullName', 'Issa Kaboré');
    await page.fill('#appointment-email', 'issa@example.bf');
    await chooseDay(page, day);
    const slot = page.locator('input[name="time"][value="09:00"]');
    await slot.check();
    // Someone else books 09:00 before this visitor presses the button.
    const { error } = await t.client().from('appointments').insert({ service: 'training', full_name: 'Autre', email: 'autre@example.bf', date: day, time: '09:00' });
    expect(error).toBeNull();
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    // Said under the slots, the field it concerns (issue 33), not in a banner above the form.
    await page.getByRole('group', { name: 'Heure' }).getByText('vient d’être réservé').waitFor();
    expect(await page.inputValue('#appointment-fullName')).toBe('Issa Kaboré');
    await page.locator('input[name="time"][value="09:30"]').waitFor();
    expect(await page.locator('input[name="time"][value="09:00"]').count()).toBe(0);
    await context.close();
  });

  it('sends a quote request and the row exists', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/quote`);
    await page.getByRole('button', { name: 'Demander mon devis' }).click();
    await page.getByText('Le numéro de téléphone est requis').waitFor();
    await page.getByText('Veuillez sélectionner au moins un service').waitFor();
    await page.fill('#quote-name', 'Mariam Sawadogo');
    await page.fill('#quote-email', 'mariam@example.bf');
    await page.fill('#quote-phone', '+226 70 11 22 33');
    await page.fill('#quote-company', 'Ministère test');
    await page.selectOption('#quote-projectType', 'network-infrastructure');
    await page.selectOption('#quote-budget', '2500000-5000000');
    await page.getByLabel('Installation réseau').check();
    await page.getByLabel('Maintenance').check();
    await page.fill('#quote-message', 'Câblage de deux étages.');
    await page.getByRole('button', { name: 'Demander mon devis' }).click();
    await page.getByRole('heading', { name: 'Demande de devis envoyée !' }).waitFor();
    // The confirmation takes the focus, so a screen reader announces it (the button pressed is gone).
    await expect.poll(() => page.getByRole('heading', { name: 'Demande de devis envoyée !' }).evaluate((heading) => heading === document.activeElement)).toBe(true);

    const { data: rows } = await t.serviceClient().from('quotes').select('name, phone, company, project_type, budget, timeline, services, request_status').eq('email', 'mariam@example.bf');
    expect(rows).toEqual([
      { name: 'Mariam Sawadogo', phone: '+226 70 11 22 33', company: 'Ministère test', project_type: 'network-infrastructure', budget: '2500000-5000000', timeline: null, services: ['network-setup', 'maintenance'], request_status: 'pending' },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a contact message and the row exists', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/contact?service=security`);
    await page.waitForFunction(() => (document.getElementById('contact-subject') as HTMLInputElement | null)?.value === 'Service : Sécurité informatique');
    await page.fill('#contact-name', 'Paul Zongo');
    await page.fill('#contact-email', 'pas-un-email');
    await page.fill('#contact-message', 'Bonjour, pouvez-vous auditer notre réseau ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText("L'adresse e-mail n'est pas valide").waitFor();
    await page.fill('#contact-email', 'paul@example.bf');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('heading', { name: 'Message envoyé !' }).waitFor();
    // The confirmation takes the focus, so a screen reader announces it (the button pressed is gone).
    await expect.poll(() => page.getByRole('heading', { name: 'Message envoyé !' }).evaluate((heading) => heading === document.activeElement)).toBe(true);

    const { data: rows } = await t.serviceClient().from('contact_messages').select('name, subject, message, read, product_id').eq('email', 'paul@example.bf');
    expect(rows).toEqual([{ name: 'Paul Zongo', subject: 'Service : Sécurité informatique', message: 'Bonjour, pouvez-vous auditer notre réseau ?', read: false, product_id: null }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the French alert and keeps what was typed when the server refuses', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/rest/v1/contact_messages*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.goto(`${t.url}/contact`);
    await page.fill('#contact-name', 'Paul Zongo');
    await page.fill('#contact-email', 'paul2@example.bf');
    await page.fill('#contact-message', 'Message à garder');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('alert').filter({ hasText: "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer." }).waitFor();
    expect(await page.inputValue('#contact-message')).toBe('Message à garder');
    await context.close();
  });

  it('tells a visitor who sent too many requests how long to wait, and keeps what was typed', async () => {
    // A server that takes one contact message per address every ten minutes.
    const limited = await startTestServer({ serveSite: true, env: { FORM_RATE_LIMIT: '1/600' } });
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${limited.url}/contact`);
      for (const message of ['Premier message', 'Deuxième message']) {
        await page.fill('#contact-name', 'Paul Zongo');
        await page.fill('#contact-email', 'paul3@example.bf');
        await page.fill('#contact-message', message);
        await page.getByRole('button', { name: 'Envoyer le message' }).click();
        if (message === 'Premier message') {
          await page.getByRole('heading', { name: 'Message envoyé !' }).waitFor();
          await page.goto(`${limited.url}/contact`);
        }
      }
      await page.getByRole('alert').filter({ hasText: 'Vous avez envoyé beaucoup de demandes en peu de temps. Veuillez réessayer dans 10 minutes.' }).waitFor();
      expect(await page.inputValue('#contact-message')).toBe('Deuxième message');
      // The browser logs the refused request itself; nothing else went wrong.
      expect(errors.filter((error) => !error.includes('429'))).toEqual([]);
    } finally {
      await context.close();
      await limited.close();
    }
  });
});
