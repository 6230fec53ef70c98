import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../fixtures/products';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { latestMailTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fillLogin, newCustomer, registerThroughApi } from './accountSteps';
import { adminEnv, logInToAdmin } from './adminSteps';
import { futureWeekday } from './publicSteps';

/**
 * Issue 52, what decision 073 left (decision 075), in the back-office at 390 px and on a desktop: serial numbers typed
 * on a delivered order's page, an item's history on its equipment page, an intervention booked from a request (which
 * the customer then sees on their request), and « Préparer un devis » opening the quote tied to the request.
 */
describe.each([
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 900, phone: false },
])('the support desk’s follow-up at $width px', ({ width, height, phone }) => {
  let t: TestServer;
  let browser: Browser;
  let office: BrowserContext;
  let page: Page;
  let staff: SignedInUser;
  let customerClient: SupabaseClient;
  const customer = newCustomer('Rasmata');
  const serialLabel = (index: number) => `N° de série — MacBook Air 13 (${index} sur 2)`;
  let orderId: string;
  let orderNumber: number;
  let items: { id: string }[];
  let request: { id: string; number: string };

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    staff = await signUpAdmin(t, 'Issa Technicien');
    const customerId = await registerThroughApi(t, customer);
    await t.server.ctx.db.query("update public.profiles set phone = '+226 70 11 22 33' where id = $1", [customerId]);
    customerClient = t.client();
    expect((await customerClient.auth.signInWithPassword({ email: customer.email, password: customer.password })).error).toBeNull();

    const productId = await insertProduct(t.server.ctx.db, { name: 'MacBook Air 13', price: 900_000 });
    const placed = await customerClient.rpc('place_order', {
      items: [{ product_id: productId, quantity: 2 }],
      delivery: { name: customer.fullName, phone: '+226 70 11 22 33', address: 'Ouaga 2000, villa 12', notes: '' },
    });
    expect(placed.error).toBeNull();
    ({ id: orderId, number: orderNumber } = placed.data as { id: string; number: number });
    expect((await staff.client.from('orders').update({ status: 'confirmed' }).eq('id', orderId)).error).toBeNull();
    expect((await staff.client.from('orders').update({ status: 'delivered' }).eq('id', orderId)).error).toBeNull();
    items = (await staff.client.from('equipment').select('id').eq('order_id', orderId)).data!;
    expect(items).toHaveLength(2);

    const opened = await customerClient
      .from('support_requests')
      .insert({ profile_id: customerId, subject: 'Le MacBook ne charge plus', description: 'Le voyant du chargeur reste éteint.', equipment_id: items[0]!.id })
      .select('id, number')
      .single();
    expect(opened.error).toBeNull();
    request = opened.data!;

    browser = await launchBrowser();
    office = await browser.newContext({ locale: 'fr-FR', viewport: { width, height }, isMobile: phone, hasTouch: phone });
    page = await office.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    await logInToAdmin(page, t);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `support-desk-work-${width}-${task.id}.png`), fullPage: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const fitsTheScreen = async (on: Page) => expect(await on.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const saveSerial = (index: number) => page.locator('form', { has: page.getByLabel(serialLabel(index)) }).getByRole('button', { name: 'Enregistrer' });

  it('types each delivered unit’s serial number on the order’s page, and says when another item has it', async () => {
    await page.goto(`${t.url}/admin/orders/${orderId}`);
    await page.getByRole('heading', { level: 2, name: 'Matériel livré : numéros de série' }).waitFor();
    await page.getByLabel(serialLabel(1)).fill('C02XK1JHJG5J');
    await saveSerial(1).click();
    await page.getByText('N° de série enregistré').waitFor();

    await page.getByLabel(serialLabel(2)).fill('c02x k1jh jg5j');
    await saveSerial(2).click();
    await page.getByText(`Le n° de série c02x k1jh jg5j est déjà celui d'un autre matériel : « MacBook Air 13 » de ${customer.fullName}.`).waitFor();
    await page.getByLabel(serialLabel(2)).fill('C02XK1JHJG6K');
    await saveSerial(2).click();
    await page.getByText(`Le n° de série c02x k1jh jg5j`).waitFor({ state: 'detached' });
    await fitsTheScreen(page);

    const stored = async () =>
      (await t.server.ctx.db.query<{ serial_number: string }>('select serial_number from public.equipment where order_id = $1 order by serial_number', [orderId])).rows.map((row) => row.serial_number);
    await expect.poll(stored).toEqual(['C02XK1JHJG5J', 'C02XK1JHJG6K']);
    // The customer reads them in « Mon matériel ».
    const mine = await customerClient.from('equipment').select('serial_number').eq('order_id', orderId).order('serial_number');
    expect(mine.data).toEqual([{ serial_number: 'C02XK1JHJG5J' }, { serial_number: 'C02XK1JHJG6K' }]);
  });

  it('shows an item’s history on its equipment page: warranty, order and requests', async () => {
    await page.goto(`${t.url}/admin/equipment/${items[0]!.id}`);
    const history = page.getByRole('region', { name: 'Historique de ce matériel' });
    await history.getByRole('heading', { level: 2, name: 'Historique de ce matériel' }).waitFor();
    await history.getByText(/^Sous garantie jusqu’au \S+ \d{1,2} \S+ \d{4}$/).waitFor();
    await history.getByRole('link', { name: new RegExp(`^Commande n° ${orderNumber} du `) }).waitFor();
    const requests = history.getByRole('list', { name: 'Demandes d’assistance' });
    await requests.getByText(`${request.number} · Le MacBook ne charge plus`).waitFor();
    await requests.getByText(/^Nouvelle · ouverte le \d{1,2} \S+ \d{4}$/).waitFor();
    await fitsTheScreen(page);
    await requests.getByRole('link', { name: new RegExp(request.number) }).click();
    await page.getByText('Le voyant du chargeur reste éteint.').waitFor();
  });

  it('books an on-site intervention from the request, which the customer then sees on their request', async () => {
    const day = futureWeekday(9);
    await page.goto(`${t.url}/admin/support_requests/${request.id}/show`);
    await page.getByText('Le voyant du chargeur reste éteint.').waitFor();
    await page.getByRole('button', { name: 'Planifier une intervention' }).click();
    const dialog = page.getByRole('dialog', { name: 'Planifier une intervention' });
    await dialog.getByRole('radio', { name: 'Sur site' }).check();
    await dialog.getByRole('textbox', { name: 'Adresse de l’intervention' }).fill('Ouaga 2000, villa 12');
    await dialog.getByLabel('Date').fill(day);
    await dialog.getByRole('combobox', { name: 'Créneau libre' }).click();
    await page.getByRole('option', { name: '09h00' }).click();
    await dialog.getByRole('textbox', { name: 'Remarque pour le client (facultatif)' }).fill('Gardez le chargeur à portée de main.');
    await dialog.getByRole('button', { name: 'Planifier et prévenir le client' }).click();
    await page.getByText('Intervention planifiée : le client en est prévenu.').waitFor();
    await page.getByRole('link', { name: /à 09h00 · Sur site, Ouaga 2000, villa 12 · Confirmé$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Planifier une intervention' }).count()).toBe(0);
    await fitsTheScreen(page);

    const mail = await latestMailTo(t, customer.email, /^Rendez-vous du .* : confirmé$/);
    expect(mail.text).toContain('Lieu : Sur site, Ouaga 2000, villa 12');

    const portal = await browser.newContext({ locale: 'fr-FR', viewport: { width, height }, isMobile: phone, hasTouch: phone });
    try {
      const customerPage = await portal.newPage();
      await customerPage.goto(`${t.url}/login`);
      await fillLogin(customerPage, customer.email, customer.password);
      await customerPage.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
      await customerPage.goto(`${t.url}/dashboard/support/${request.number}`);
      const intervention = customerPage.getByRole('region', { name: 'Intervention prévue' });
      await intervention.getByRole('heading', { level: 2, name: 'Intervention prévue' }).waitFor();
      await intervention.getByText(/^Le \S+ \d{1,2} \S+ \d{4} à 09h00/).waitFor();
      await intervention.getByText('Confirmé').waitFor();
      await intervention.getByText('Lieu : Chez vous : Ouaga 2000, villa 12').waitFor();
      await fitsTheScreen(customerPage);
      await intervention.getByRole('link', { name: 'Voir ou déplacer mes rendez-vous' }).click();
      await customerPage.getByText('Lieu : Chez vous : Ouaga 2000, villa 12').waitFor();
      await customerPage.getByText(`Demande ${request.number} : Le MacBook ne charge plus`, { exact: false }).waitFor();
    } finally {
      await portal.close();
    }
  });

  it('« Préparer un devis » opens the draft quote, tied to the request', async () => {
    await page.goto(`${t.url}/admin/support_requests/${request.id}/show`);
    await page.getByText('Le voyant du chargeur reste éteint.').waitFor();
    await page.getByRole('button', { name: 'Préparer un devis' }).click();
    await page.getByRole('heading', { level: 2, name: 'Demande du client' }).waitFor();
    await page.getByText('Devis commencé pour cette demande : composez l’offre.').waitFor();
    await page.getByText('Le MacBook ne charge plus', { exact: true }).waitFor();

    const { rows } = await t.server.ctx.db.query<{ quote_id: string; quotes: string }>(
      'select quote_id, (select count(*) from public.quotes where profile_id = r.profile_id)::text as quotes from public.support_requests as r where id = $1',
      [request.id],
    );
    expect(rows[0]!.quote_id).not.toBeNull();
    expect(rows[0]!.quotes).toBe('1');
    expect(page.url()).toContain(`/admin/quotes/${rows[0]!.quote_id}/show`);

    await page.goto(`${t.url}/admin/support_requests/${request.id}/show`);
    await page.getByText('Le voyant du chargeur reste éteint.').waitFor();
    await page.getByText('Brouillon').waitFor();
    expect(await page.getByRole('button', { name: 'Préparer un devis' }).count()).toBe(0);
  });
});
