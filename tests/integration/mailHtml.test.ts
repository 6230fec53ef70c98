import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithToken } from '../fixtures/appointmentLinks';
import { insertProduct, seedProducts } from '../fixtures/products';
import { appointmentRequest, contactMessage, delivery, quoteRequest, slotAllocator } from '../fixtures/requests';
import { latestLink, mailsTo, type SentMail } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { goodPassword, uniqueEmail } from './authFixtures';
import { letAppointmentTimePass } from '../fixtures/appointmentTime';

const company = 'Kaboré Informatique';
const companyAddress = 'alertes@kabore.bf';

/** The mail of that subject to `recipient`, the latest one. */
async function mailTo(t: TestServer, recipient: string, subject: RegExp): Promise<SentMail> {
  const mail = (await mailsTo(t, recipient)).filter((candidate) => subject.test(candidate.subject)).at(-1);
  if (!mail) throw new Error(`aucun e-mail « ${String(subject)} » pour ${recipient}`);
  return mail;
}

/** The HTML part as a reader sees it: the company's identity, the heading, and the text's content. */
function expectHtmlVersion(mail: SentMail, heading: string, sentences: string[]) {
  expect(mail.html).toContain('<meta name="color-scheme" content="light dark"');
  expect(mail.html).toContain(company);
  expect(mail.html).toContain('Zone du bois, Secteur 8, Ouagadougou, Burkina Faso');
  expect(mail.html).toContain('+226 25 11 22 33');
  expect(mail.html).toContain(heading);
  for (const sentence of sentences) {
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(sentence.replaceAll("'", '&#x27;'));
  }
}

/** The link of the text is a button (an <a> with that label and address) in the HTML part. */
function expectButton(mail: SentMail, label: string, link: RegExp) {
  const written = link.exec(mail.text)?.[0];
  if (!written) throw new Error(`pas de lien dans l'e-mail : ${mail.text}`);
  const href = written.replaceAll('&', '&amp;');
  expect(mail.html).toMatch(new RegExp(`<a href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>[\\s\\S]*?${label}`));
}

describe('mails in HTML with the company\'s identity, beside the plain text', () => {
  let t: TestServer;
  const nextSlot = slotAllocator(8);

  beforeAll(async () => {
    t = await startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } });
    await t.server.ctx.db.query(
      `update public.site_settings set company_name = $1, notification_email = $2, address = 'Zone du bois, Secteur 8',
         phone_main = '+226 25 11 22 33', email_general = 'contact@kabore.bf' where id = 1`,
      [company, companyAddress],
    );
  });
  afterAll(() => t?.close());

  it('form confirmations and staff alerts', async () => {
    const visitor = uniqueEmail('visiteur');
    expect((await t.client().from('contact_messages').insert(contactMessage({ email: visitor }))).error).toBeNull();
    expectHtmlVersion(await mailTo(t, visitor, /votre message/), 'Message reçu', ['Nous vous répondrons sous 24 à 48 heures ouvrées.']);
    expectHtmlVersion(await mailTo(t, companyAddress, /Nouveau message : Maintenance/), 'Nouveau message', [
      'Proposez-vous des contrats de maintenance ?',
    ]);

    expect((await t.client().from('quotes').insert(quoteRequest({ email: visitor }))).error).toBeNull();
    expectHtmlVersion(await mailTo(t, visitor, /devis a bien été reçue/), 'Demande de devis reçue', ['Infrastructure réseau']);
    expectHtmlVersion(await mailTo(t, companyAddress, /Nouvelle demande de devis/), 'Nouvelle demande de devis', ['Câblage et Wi-Fi pour 20 postes.']);
  });

  it('appointment mails: the manage link is a button, the invite is announced', async () => {
    const visitor = uniqueEmail('rdv');
    const slot = nextSlot();
    expect((await t.client().from('appointments').insert(appointmentRequest(slot, { email: visitor }))).error).toBeNull();
    const received = await mailTo(t, visitor, /a bien été reçue/);
    expectHtmlVersion(received, 'Demande de rendez-vous reçue', ['Nous vous confirmerons ce créneau rapidement.']);
    expectButton(received, 'Gérer mon rendez-vous', /https?:\/\/\S+\/appointment\/manage\/[A-Za-z0-9_-]+/);
    expect(received.html).toContain('L’invitation pour votre agenda est jointe à ce message');
    expectHtmlVersion(await mailTo(t, companyAddress, /Nouvelle demande de rendez-vous/), 'Nouvelle demande de rendez-vous', [
      'Imprimante réseau en panne',
    ]);

    const service = t.serviceClient();
    const { id } = (await t.server.ctx.db.query<{ id: string }>('select id from public.appointments where email = $1', [visitor])).rows[0];
    expect((await service.from('appointments').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
    const confirmed = await mailTo(t, visitor, /confirmé/);
    expectHtmlVersion(confirmed, 'Rendez-vous confirmé', ['Nous vous attendons.']);
    expectButton(confirmed, 'Gérer mon rendez-vous', /https?:\/\/\S+\/appointment\/manage\/[A-Za-z0-9_-]+/);

    const later = nextSlot();
    expect((await service.from('appointments').update({ date: later.date, time: later.time }).eq('id', id)).error).toBeNull();
    const moved = await mailTo(t, visitor, /déplacé/);
    expectHtmlVersion(moved, 'Rendez-vous déplacé', ['Nous avons dû déplacer votre rendez-vous']);
    expectButton(moved, 'Gérer mon rendez-vous', /https?:\/\/\S+\/appointment\/manage\/[A-Za-z0-9_-]+/);

    expect((await service.from('appointments').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    const cancelled = await mailTo(t, visitor, /annulé/);
    expectHtmlVersion(cancelled, 'Rendez-vous annulé', ['est annulé']);
    expect(cancelled.html).not.toContain('/appointment/manage/');
  });

  it('auth mails: sign-up confirmation, e-mail change, re-authentication code and recovery', async () => {
    const email = uniqueEmail('compte');
    const client = t.client();
    expect((await client.auth.signUp({ email, password: goodPassword, options: { data: { full_name: 'Awa Ouédraogo' } } })).error).toBeNull();
    const confirmation = await mailTo(t, email, /Confirmez votre adresse e-mail/);
    expectHtmlVersion(confirmation, 'Confirmez votre adresse e-mail', ["Pour l'activer"]);
    expectButton(confirmation, 'Confirmer mon adresse', /https?:\/\/\S+token_hash=\S+/);
    const link = await latestLink(t, email, /Confirmez votre adresse e-mail/);
    expect((await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' })).error).toBeNull();

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const code = await mailTo(t, email, /Votre code de confirmation/);
    const digits = /\d{6}/.exec(code.text)?.[0];
    expect(digits).toBeDefined();
    expectHtmlVersion(code, 'Votre code de confirmation', ['Voici le code pour confirmer le changement du mot de passe']);
    expect(code.html).toContain(`>${digits}</p>`);

    const newEmail = uniqueEmail('nouvelle');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    expectButton(await mailTo(t, email, /Changement de votre adresse e-mail/), 'Confirmer le changement', /https?:\/\/\S+token_hash=\S+/);
    expectButton(await mailTo(t, newEmail, /Confirmez votre nouvelle adresse/), 'Confirmer cette adresse', /https?:\/\/\S+token_hash=\S+/);

    expect((await t.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = await mailTo(t, email, /Réinitialisation de votre mot de passe/);
    expectHtmlVersion(recovery, 'Réinitialisation du mot de passe', ['Pour choisir un nouveau mot de passe']);
    expectButton(recovery, 'Choisir un nouveau mot de passe', /https?:\/\/\S+token_hash=\S+/);
  });

  it('order and quote answers', async () => {
    const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    const email = uniqueEmail('acheteur');
    const client = t.client();
    expect((await client.auth.signUp({ email, password: goodPassword, options: { data: { full_name: 'Issa Sawadogo' } } })).error).toBeNull();
    const link = await latestLink(t, email, /Confirmez votre adresse e-mail/);
    expect((await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' })).error).toBeNull();

    const placed = await client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 2 }], delivery });
    expect(placed.error).toBeNull();
    const receipt = await mailTo(t, email, /a bien été reçue/);
    expectHtmlVersion(receipt, 'Commande reçue', ['Merci pour votre commande.', 'Vous trouverez la facture pro forma en pièce jointe.']);
    const { id: orderId, number } = placed.data as { id: string; number: number };
    // The customer's link to the order in their area, and the TVA line in the table of amounts.
    expectButton(receipt, 'Voir ma commande', new RegExp(`https?://\\S+/dashboard/orders/${number}`));
    expect(receipt.html).toMatch(/<td[^>]*>TVA \(18 %\)<\/td>/);
    const alert = await mailTo(t, companyAddress, /commande/i);
    expectHtmlVersion(alert, 'Nouvelle commande', ['Appeler avant de livrer']);
    // The customer by name (the profile's), not by address.
    expect(alert.text).toContain('Client : Issa Sawadogo');
    expect(alert.html).toMatch(/>Client<\/td><td[^>]*>Issa Sawadogo<\/td>/);
    // Staff's link to the order in the back-office.
    expectButton(alert, 'Voir la commande', new RegExp(`https?://\\S+/admin/orders/${orderId}`));
    const service = t.serviceClient();
    expect((await service.from('orders').update({ status: 'confirmed' }).eq('id', orderId)).error).toBeNull();
    expectHtmlVersion(await mailTo(t, email, /en préparation/), 'Commande confirmée', ['Votre commande est confirmée et en cours de préparation.']);
    expect((await service.from('orders').update({ status: 'delivered' }).eq('id', orderId)).error).toBeNull();
    expectHtmlVersion(await mailTo(t, email, /livrée/), 'Commande livrée', ['Votre commande a été livrée.']);

    expect((await client.from('quotes').insert(quoteRequest({ email }))).error).toBeNull();
    const quoteId = (await t.server.ctx.db.query<{ id: string }>('select id from public.quotes where email = $1', [email])).rows[0].id;
    const answer = await service.from('quotes').update({ request_status: 'declined', answer_message: 'Nous ne travaillons pas hors de Ouagadougou.' }).eq('id', quoteId);
    expect(answer.error).toBeNull();
    expectHtmlVersion(await mailTo(t, email, /devis : refusé/i), 'Réponse à votre demande de devis', ['Nous ne travaillons pas hors de Ouagadougou.']);
  });

  it('the other kinds: reminder, completed, the customer\'s own move and cancellation, information request, declined quote', async () => {
    const service = t.serviceClient();
    const { id, token, email } = await bookWithToken(t, nextSlot());
    const later = nextSlot();
    expect((await t.client().rpc('move_appointment_by_token', { token, new_date: later.date, new_time: later.time })).error).toBeNull();
    const movedAlert = await mailTo(t, companyAddress, /Rendez-vous déplacé par le client/);
    expectHtmlVersion(movedAlert, 'Rendez-vous déplacé par le client', ['a déplacé son rendez-vous du']);
    expect(movedAlert.replyTo).toBe(email);

    expect((await service.from('appointments').update({ status: 'confirmed' }).eq('id', id)).error).toBeNull();
    // Confirmed weeks ahead; then the day before comes (every test slot is weeks ahead: here it starts a year before).
    await t.server.ctx.db.query(`create or replace function private.appointment_reminder_lead() returns interval
      language sql immutable set search_path = '' as $$ select interval '400 days' $$`);
    const reminder = await mailTo(t, email, /^Rappel/);
    expectHtmlVersion(reminder, 'Rappel de votre rendez-vous', ['Nous vous rappelons votre rendez-vous du']);
    expectButton(reminder, 'Gérer mon rendez-vous', /https?:\/\/\S+\/appointment\/manage\/[A-Za-z0-9_-]+/);

    expect((await t.client().rpc('cancel_appointment_by_token', { token })).error).toBeNull();
    const cancelledAlert = await mailTo(t, companyAddress, /Rendez-vous annulé par le client/);
    expectHtmlVersion(cancelledAlert, 'Rendez-vous annulé par le client', ['a annulé son rendez-vous du']);
    expect(cancelledAlert.replyTo).toBe(email);

    const done = await bookWithToken(t, nextSlot());
    expect((await service.from('appointments').update({ status: 'confirmed' }).eq('id', done.id)).error).toBeNull();
    await letAppointmentTimePass(t, done.id);
    expect((await service.from('appointments').update({ status: 'completed' }).eq('id', done.id)).error).toBeNull();
    const completed = await mailTo(t, done.email, /terminé/);
    expectHtmlVersion(completed, 'Rendez-vous terminé', ['Merci de votre confiance.']);
    expect(completed.html).not.toContain('/appointment/manage/');

    const router = await insertProduct(t.server.ctx.db, { name: 'Routeur HTML R2', price: 1, published: true });
    const curious = uniqueEmail('curieux');
    expect((await t.client().from('contact_messages').insert(contactMessage({ email: curious, product_id: router, subject: null }))).error).toBeNull();
    expectHtmlVersion(await mailTo(t, companyAddress, /Routeur HTML R2/), 'Nouvelle demande d’information', ['Routeur HTML R2']);

    expect((await t.client().from('quotes').insert(quoteRequest({ email: curious, name: 'Refus Devis' }))).error).toBeNull();
    const quoteId = (await t.server.ctx.db.query<{ id: string }>('select id from public.quotes where email = $1', [curious])).rows[0].id;
    expect((await service.from('quotes').update({ request_status: 'declined', answer_message: 'Hors de notre zone.' }).eq('id', quoteId)).error).toBeNull();
    expectHtmlVersion(await mailTo(t, curious, /devis/i), 'Réponse à votre demande de devis', ['Hors de notre zone.']);
  });
});
