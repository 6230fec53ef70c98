import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../fixtures/products';
import { appointmentRequest, contactMessage, delivery, quoteRequest, slotAllocator } from '../fixtures/requests';
import { signUpUser } from '../fixtures/users';
import { launchBrowser } from '../helpers/browser';
import { latestLink } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { fillLogin, newCustomer, registerThroughApi } from './accountSteps';
import { adminEnv, logInToAdmin, rowWith } from './adminSteps';

describe('back-office in a browser', () => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const nextSlot = slotAllocator(5);

  beforeAll(async () => {
    t = await startTestServer({ serveSite: true, env: adminEnv });
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('Erreur dans la page :', error.message));
    await logInToAdmin(page, t).catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(os.tmpdir(), 'admin-e2e-login.png') });
      throw error;
    });
  });
  afterEach(async ({ task }) => {
    // A picture of the page is worth more than a timeout message when a step fails.
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(os.tmpdir(), `admin-e2e-${task.id}.png`) });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the administrator real counts on the dashboard', async () => {
    await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { full_name: 'Compteur Test' }));
    await page.goto(`${t.url}/admin/`);
    await expect.poll(() => page.getByTestId('count-appointments').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('count-profiles').textContent()).toBe('1');
    await page.getByRole('link', { name: 'Paramètres' }).first().waitFor();
  });

  it('confirms a pending appointment a visitor booked: the button goes and the customer is notified', async () => {
    const booking = appointmentRequest(nextSlot(), { full_name: 'Salif Kaboré', email: 'salif.kabore@example.bf' });
    expect((await t.client().from('appointments').insert(booking)).error).toBeNull();

    await page.goto(`${t.url}/admin/appointments`);
    const row = rowWith(page, 'Salif Kaboré');
    await row.getByText('En attente').waitFor();
    await row.getByRole('button', { name: 'Confirmer' }).click();
    await row.getByText('Confirmé').waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Confirmer' }).count()).toBe(0);
    // « Terminer » only once its time has passed (the database refuses it before).
    await expect(row.getByRole('button', { name: 'Terminer' }).count()).resolves.toBe(0);

    const outbox = await t.server.ctx.db.query<{ kind: string }>('select kind from public.notifications where recipient = $1', [booking.email]);
    expect(outbox.rows.length).toBeGreaterThanOrEqual(1);
    expect(outbox.rows.some((mail) => /confirm/i.test(mail.kind))).toBe(true);
  });

  it('declines a request it will not price with an answer the customer will see; no amount-only « Accepter »', async () => {
    expect((await t.client().from('quotes').insert(quoteRequest({ name: 'Rasmané Zongo', email: 'rasmane@example.bf' }))).error).toBeNull();
    await page.goto(`${t.url}/admin/quotes`);
    const row = rowWith(page, 'Rasmané Zongo');
    await row.getByText('Demande reçue').waitFor();
    await expect(row.getByRole('button', { name: 'Accepter' }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: 'Refuser' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Réponse').fill('Nous ne travaillons pas hors de Ouagadougou.');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await row.getByText('Refusé').waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Refuser' }).count()).toBe(0);

    const stored = await t.server.ctx.db.query('select stage, answer_message, answered_at from public.quotes where email = $1', ['rasmane@example.bf']);
    expect(stored.rows[0]).toMatchObject({ stage: 'declined', answer_message: 'Nous ne travaillons pas hors de Ouagadougou.' });
    expect(stored.rows[0].answered_at).not.toBeNull();
  });

  it('writes and publishes a post that appears on /blog, then unpublishes it and it disappears', async () => {
    const title = 'Sauvegardes : la règle 3-2-1 expliquée';
    await page.goto(`${t.url}/admin/blog_posts/create`);
    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Résumé').fill('Trois copies, deux supports, une hors site.');
    await page.getByLabel('Contenu (Markdown)').fill('## Pourquoi\n\nUne seule copie, **ce n’est pas une sauvegarde**.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The saved post opens on its edit page, titled with it.
    await page.getByText(`Article « ${title} »`).first().waitFor();
    expect(page.url()).toMatch(/\/admin\/blog_posts\/[0-9a-f-]{36}$/);

    const visitor = await context.newPage();
    await visitor.goto(`${t.url}/blog`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect(visitor.getByText(title).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Article publié.').waitFor();
    await visitor.goto(`${t.url}/blog`);
    await visitor.getByText(title).first().waitFor();

    await page.getByRole('button', { name: 'Dépublier' }).click();
    await page.getByText('Article retiré du blog.').waitFor();
    await visitor.goto(`${t.url}/blog`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => visitor.getByText(title).count()).toBe(0);
    await visitor.close();
  });

  it('marks an unread message read when it is opened', async () => {
    expect((await t.client().from('contact_messages').insert(contactMessage({ name: 'Fatou Diallo', subject: '' }))).error).toBeNull();
    await page.goto(`${t.url}/admin/contact_messages`);
    const row = rowWith(page, 'Fatou Diallo');
    await row.getByText('(Sans objet)').waitFor();
    await row.getByText('Fatou Diallo').click();
    // The message's own page: its replies panel (the list has none).
    await page.getByText('Aucune réponse envoyée depuis le back-office.').waitFor();
    expect(page.url()).toMatch(/\/admin\/contact_messages\/[0-9a-f-]{36}\/show$/);
    await expect.poll(async () => (await t.server.ctx.db.query('select read from public.contact_messages where name = $1', ['Fatou Diallo'])).rows[0]?.read).toBe(true);
    // Replying happens in the back-office now (admin-replies.test.ts): a button, no mailto: link.
    await page.getByRole('button', { name: 'Répondre' }).waitFor();
    expect(await page.getByRole('link', { name: 'Répondre' }).count()).toBe(0);
  });

  it('creates a product with an uploaded photo, stored as WebP by the storage API', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
    await page.goto(`${t.url}/admin/products/new`);
    await page.getByText('Nouveau produit').first().waitFor();
    expect(page.url()).toBe(`${t.url}/admin/products/create`);
    await page.getByLabel('Nom').fill('Onduleur APC 1500 VA');
    await page.getByLabel('Prix (FCFA)').fill('185000');
    await page.getByLabel('Catégorie').click();
    await page.getByRole('option', { name: 'Accessoires' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'onduleur.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Points forts').fill('Autonomie 10 minutes\nGarantie 2 ans');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await rowWith(page, 'Onduleur APC 1500 VA').waitFor();
    expect(page.url()).toBe(`${t.url}/admin/products`);

    const stored = await t.server.ctx.db.query<{ slug: string; images: string[]; features: string[] }>('select slug, images, features from public.products where name = $1', ['Onduleur APC 1500 VA']);
    expect(stored.rows[0]).toMatchObject({ slug: 'onduleur-apc-1500-va', features: ['Autonomie 10 minutes', 'Garantie 2 ans'] });
    expect(stored.rows[0].images).toHaveLength(1);
    expect(stored.rows[0].images[0]).toMatch(/\/storage\/v1\/object\/public\/product-images\/[0-9a-f-]{36}\.webp$/);
    const served = await fetch(stored.rows[0].images[0]);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1600);

    // The public page offers the photo at the widths its layout needs, through Storage's image transformation.
    const { rows } = await t.server.ctx.db.query<{ id: string }>('select id from public.products where name = $1', ['Onduleur APC 1500 VA']);
    const visitorPage = await context.newPage();
    await visitorPage.goto(`${t.url}/products/${rows[0].id}`);
    const mainPhoto = visitorPage.locator('.gallery__main img');
    // Loaded, not failed: a broken image is complete too, with no width.
    await visitorPage.waitForFunction(() => (document.querySelector<HTMLImageElement>('.gallery__main img')?.naturalWidth ?? 0) > 0);
    const asked = new URL(await mainPhoto.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(asked.pathname).toMatch(/^\/storage\/v1\/render\/image\/public\/product-images\/[0-9a-f-]{36}\.webp$/);
    // naturalWidth is divided by the srcset's density: the file itself says what was sent.
    const sent = await sharp(Buffer.from(await (await fetch(asked, { headers: { Accept: 'image/webp' } })).arrayBuffer())).metadata();
    expect(sent).toMatchObject({ format: 'webp', width: Number(asked.searchParams.get('width')), height: Number(asked.searchParams.get('height')) });
    await visitorPage.close();
  });

  it('shows an order with its lines and moves it to « En préparation »', async () => {
    const productId = await insertProduct(t.server.ctx.db, { name: 'Clavier AZERTY sans fil', price: 25000 });
    const buyer = await signUpUser(t, 'Aminata Sanou');
    const placed = await buyer.client.rpc('place_order', { items: [{ product_id: productId, quantity: 2 }], delivery });
    expect(placed.error).toBeNull();
    const number = (placed.data as { number: number }).number;

    await page.goto(`${t.url}/admin/orders`);
    await rowWith(page, `n° ${number}`).click();
    await page.getByText(`Commande n° ${number}`).first().waitFor();
    await rowWith(page, 'Clavier AZERTY sans fil').getByText('50 000 FCFA').waitFor();
    await page.getByLabel('Statut').click();
    await page.getByRole('option', { name: 'En préparation' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await rowWith(page, `n° ${number}`).getByText('En préparation').waitFor();
    expect(page.url()).toBe(`${t.url}/admin/orders`);
    const stored = await t.server.ctx.db.query('select status from public.orders where number = $1', [number]);
    expect(stored.rows[0]).toEqual({ status: 'confirmed' });
  });

  it('lists every outgoing mail under its French kind, read-only, and filters the ones given up or expired (issues 11 and 32)', async () => {
    await t.server.ctx.db.query(
      `insert into public.notifications (kind, recipient, subject, body_text, status, attempts, last_error) values
        ('contact_confirmation', 'jamais@domaine-inconnu.example', 'Nous avons bien reçu votre message', 'x', 'failed', 1, '550 5.1.2 Domaine inconnu'),
        ('password_recovery', 'trop-tard@example.bf', 'Réinitialisation de votre mot de passe', 'x', 'expired', 0, null)`,
    );
    await page.goto(`${t.url}/admin/notifications`);
    // Opens on all mails, not on an empty-looking filter; kinds read in French, not as codes.
    const failed = rowWith(page, 'jamais@domaine-inconnu.example');
    await failed.getByText('Échec définitif').waitFor();
    await failed.getByText('550 5.1.2 Domaine inconnu').waitFor();
    await failed.getByText('Message : accusé de réception (client)').waitFor();
    await rowWith(page, 'trop-tard@example.bf').getByText('Compte : réinitialisation du mot de passe').waitFor();
    expect(await page.getByText('password_recovery').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Expiré' }).click();
    await expect.poll(() => rowWith(page, 'jamais@domaine-inconnu.example').count()).toBe(0);
    await rowWith(page, 'trop-tard@example.bf').getByText('Expiré').waitFor();
    expect(await page.getByRole('link', { name: 'Créer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
  });

  it('leads the prototype’s addresses to the resources', async () => {
    await page.goto(`${t.url}/admin/messages`);
    await page.locator('#main-content').getByRole('button', { name: 'Exporter' }).waitFor();
    expect(page.url()).toBe(`${t.url}/admin/contact_messages`);
    await page.goto(`${t.url}/admin/blog/new`);
    await page.getByText('Nouvel article').first().waitFor();
    expect(page.url()).toBe(`${t.url}/admin/blog_posts/create`);
  });

  it('recovers a forgotten administrator password without leaving the back-office', async () => {
    const second = { email: 'adjoint@ouaga-it.example', password: 'ancien-mot-de-passe' };
    const { data } = await t.client().auth.signUp({ email: second.email, password: second.password });
    await t.server.ctx.db.query("update public.profiles set role = 'admin' where id = $1", [data.user!.id]);
    const recovery = await browser.newContext({ locale: 'fr-FR' });
    const recoveryPage = await recovery.newPage();
    await recoveryPage.goto(`${t.url}/admin/login`);
    await recoveryPage.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    // The login page (same « Adresse e-mail » label) may still be on screen while this one loads.
    await recoveryPage.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' }).waitFor();
    expect(recoveryPage.url()).toBe(`${t.url}/admin/forgot-password`);
    // The form must be wired up (react-admin finishes its auth check) before it is submitted.
    await recoveryPage.waitForLoadState('networkidle');
    await recoveryPage.getByLabel('Adresse e-mail').fill(second.email);
    await recoveryPage.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await recoveryPage.getByText(/vous allez recevoir un e-mail/).first().waitFor();
    await expect.poll(() => recoveryPage.url()).toBe(`${t.url}/admin/login`);

    const link = await latestLink(t, second.email, /Réinitialisation/);
    expect(link.pathname).toBe('/admin/set-password');
    await recoveryPage.goto(`${t.url}${link.pathname}${link.search}`);
    const newPassword = 'nouveau-mot-de-passe-admin';
    await recoveryPage.locator('input[name="password"]').fill(newPassword);
    await recoveryPage.locator('input[name="confirmPassword"]').fill(newPassword);
    await recoveryPage.getByRole('button', { name: 'Enregistrer' }).click();
    await recoveryPage.getByText('Rendez-vous en attente').waitFor();
    const signIn = await t.client().auth.signInWithPassword({ email: second.email, password: newPassword });
    expect(signIn.error).toBeNull();
    await recovery.close();
  });

  it('sends a customer who opens /admin to /dashboard without loading any admin data', async () => {
    const customer = newCustomer('Moussa');
    await registerThroughApi(t, customer);
    const customerContext = await browser.newContext({ locale: 'fr-FR' });
    const customerPage = await customerContext.newPage();
    await customerPage.goto(`${t.url}/login`);
    await fillLogin(customerPage, customer.email, customer.password);
    await customerPage.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    expect(customerPage.url()).toBe(`${t.url}/dashboard`);

    const adminDataRequests: string[] = [];
    customerPage.on('request', (request) => {
      const url = new URL(request.url());
      // Asked by the back-office's page; the portal's dashboard, once there, reads the customer's own rows.
      const fromBackOffice = new URL(customerPage.url()).pathname.startsWith('/admin');
      if (fromBackOffice && url.pathname.startsWith('/rest/v1/') && url.pathname !== '/rest/v1/profiles') adminDataRequests.push(url.pathname);
    });
    await customerPage.goto(`${t.url}/admin/appointments`);
    await customerPage.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    expect(customerPage.url()).toBe(`${t.url}/dashboard`);
    expect(adminDataRequests.filter((path) => path !== '/rest/v1/public_site_settings')).toEqual([]);
    await customerContext.close();
  });
});
