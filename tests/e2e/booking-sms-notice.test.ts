import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { smsTo } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { chooseDay, futureWeekday, openPage } from './publicSteps';

describe('« Me prévenir par SMS / WhatsApp » on the booking and order forms (issue 34)', () => {
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

  it('asks for a number when ticked, stores the chosen channel, and the customer gets the text', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${t.url}/appointment`);
    await page.getByRole('heading', { name: 'Prendre rendez-vous' }).waitFor();
    const day = futureWeekday(24);
    await chooseDay(page, day);
    await page.getByRole('radiogroup', { name: 'Créneaux disponibles' }).getByRole('radio', { name: '11h00' }).check();
    await page.selectOption('#appointment-service', 'it-support');
    await page.fill('#appointment-fullName', 'Aminata Zongo');
    await page.fill('#appointment-email', 'aminata@example.bf');

    const notices = page.getByRole('group', { name: 'Avis par SMS ou WhatsApp' });
    const optIn = notices.getByRole('checkbox', { name: 'Me prévenir par SMS / WhatsApp' });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await notices.getByRole('group', { name: 'Recevoir les avis par' }).getByRole('radio', { name: 'WhatsApp' }).check();

    // Ticked without a number: refused under the phone field before anything is sent.
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByText('Indiquez un numéro valide (par ex. +226 70 12 34 56) pour être prévenu par SMS ou WhatsApp').waitFor();
    expect(await page.locator('#appointment-phone').getAttribute('aria-invalid')).toBe('true');

    await page.fill('#appointment-phone', '70 44 55 66');
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Rendez-vous enregistré !' }).waitFor();
    const { data: rows } = await t.serviceClient().from('appointments').select('phone, notice_channel').eq('email', 'aminata@example.bf');
    expect(rows).toEqual([{ phone: '70 44 55 66', notice_channel: 'whatsapp' }]);
    const texts = await smsTo(t, '+22670445566');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'whatsapp', kind: 'sms_appointment_confirmation' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a guest ordering ticks it, picks WhatsApp, and is told by WhatsApp when the order is confirmed', async () => {
    const { data: products } = await t.serviceClient().from('products').select('id, name').eq('published', true).order('price').limit(1);
    const product = products![0];
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.goto(`${t.url}/products/${product.id}`);
    await page.getByRole('button', { name: `Ajouter au panier : ${product.name}` }).click();
    await page.goto(`${t.url}/cart`);
    await page.getByRole('button', { name: 'Commander sans compte' }).click();
    await page.locator('#delivery-name').fill('Boureima Sana');
    await page.locator('#delivery-email').fill('boureima@example.bf');
    await page.locator('#delivery-phone').fill('+226 76 11 22 33');
    await page.locator('#delivery-address').fill('Secteur 30, Ouagadougou');
    const notices = page.getByRole('group', { name: 'Avis par SMS ou WhatsApp' });
    await notices.getByRole('checkbox', { name: 'Me prévenir par SMS / WhatsApp' }).check();
    await notices.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await page.getByRole('heading', { level: 2, name: /^Merci ! Commande n° \d+ enregistrée$/ }).waitFor();

    const stored = await t.server.ctx.db.query<{ id: string; notice_channel: string }>('select id, notice_channel from public.orders where guest_email = $1', ['boureima@example.bf']);
    expect(stored.rows).toEqual([{ id: expect.any(String) as string, notice_channel: 'whatsapp' }]);
    await t.server.ctx.db.query("update public.orders set status = 'confirmed' where id = $1", [stored.rows[0].id]);
    const texts = await smsTo(t, '+22676112233');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'whatsapp', kind: 'sms_order_confirmed' });
    expect(texts[0].text).toMatch(/\/order\/view\/[A-Za-z0-9_-]+/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
