import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../fixtures/products';
import { delivery } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

const officeAddress = 'alertes@ouaga-it.example.bf';
const supportAddress = 'support@ouaga-it.example.bf';
const year = new Date().getUTCFullYear();
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Issue 52 (decision 073): support requests, their thread, the customer's equipment and its warranty. */
describe('the support desk (public.support_requests, support_messages, equipment)', () => {
  let t: TestServer;
  let staff: SignedInUser;
  let awa: SignedInUser;
  let moussa: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1, email_support = $2 where id = 1', [officeAddress, supportAddress]);
    staff = await signUpAdmin(t, 'Issa Technicien');
    awa = await signUpUser(t, 'Awa Cliente');
    moussa = await signUpUser(t, 'Moussa Autre');
  });
  afterAll(() => t?.close());

  const open = (who: SignedInUser, fields: Record<string, unknown> = {}) =>
    who.client
      .from('support_requests')
      .insert({ profile_id: who.id, subject: 'Le Wi-Fi ne marche plus', description: 'Plus aucun poste ne se connecte depuis ce matin.', urgency: 'blocking', ...fields })
      .select()
      .single();

  it('numbers a request SUP-<year>-NNNN, sets its targets and tells the office and the customer', async () => {
    const { data, error } = await open(awa, { status: 'resolved', assigned_to: staff.id, rating: 5 });
    expect(error).toBeNull();
    expect(data.number).toMatch(new RegExp(`^SUP-${year}-\\d{4}$`));
    // What only staff set is left at its default when a customer opens a request.
    expect(data).toMatchObject({ status: 'new', assigned_to: null, rating: null, profile_id: awa.id });
    expect(new Date(data.first_response_due).getTime()).toBeGreaterThan(new Date(data.created_at).getTime());
    expect(new Date(data.resolution_due).getTime()).toBeGreaterThanOrEqual(new Date(data.first_response_due).getTime());

    const alert = await latestMailTo(t, officeAddress, new RegExp(`^\\[Bloquant\\] Demande d’assistance ${data.number} : Le Wi-Fi ne marche plus$`));
    expect(alert.text).toContain('Plus aucun poste ne se connecte');
    expect(alert.replyTo).toBe(awa.email);
    const receipt = await latestMailTo(t, awa.email, new RegExp(`^Demande d’assistance ${data.number} reçue$`));
    expect(receipt.text).toContain(`/dashboard/support/${data.number}`);
    expect(receipt.text).toMatch(/première réponse au plus tard le \d{1,2} \S+ à \d{2}h\d{2}/);
    expect(receipt.replyTo).toBe(supportAddress);
  });

  it('gives gapless numbers to requests opened at the same moment', async () => {
    const opened = await Promise.all(Array.from({ length: 8 }, (_, index) => open(index % 2 ? awa : moussa, { urgency: 'question' })));
    for (const attempt of opened) expect(attempt.error).toBeNull();
    const numbers = opened.map((attempt) => Number(String(attempt.data.number).split('-')[2])).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(numbers.length - 1);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('lets each customer see only their own requests and thread; staff see all, anonymous nothing', async () => {
    const { data: request } = await open(awa);
    const { data: others } = await moussa.client.from('support_requests').select('id').eq('id', request.id);
    expect(others).toEqual([]);
    const forOther = await moussa.client.from('support_requests').insert({ profile_id: awa.id, subject: 'Pour Awa', description: 'x' });
    expect(forOther.error?.code).toBe('42501');
    const anonymous = await t.client().from('support_requests').select('id');
    expect(anonymous.error?.code).toBe('42501');
    const anonymousOpen = await t.client().from('support_requests').insert({ profile_id: awa.id, subject: 'Anonyme', description: 'x' });
    expect(anonymousOpen.error?.code).toBe('42501');
    const { data: forStaff } = await staff.client.from('support_requests').select('number').eq('id', request.id);
    expect(forStaff).toEqual([{ number: request.number }]);

    expect((await staff.client.from('support_messages').insert({ request_id: request.id, body: 'Note : vérifier le contrôleur Wi-Fi.', internal: true })).error).toBeNull();
    expect((await staff.client.from('support_messages').insert({ request_id: request.id, body: 'Bonjour, pouvez-vous redémarrer la borne ?' })).error).toBeNull();
    const thread = await awa.client.from('support_messages').select('body, internal').eq('request_id', request.id).order('created_at');
    expect(thread.data).toEqual([{ body: 'Bonjour, pouvez-vous redémarrer la borne ?', internal: false }]);
    const staffThread = await staff.client.from('support_messages').select('body').eq('request_id', request.id);
    expect(staffThread.data).toHaveLength(2);
    const stranger = await moussa.client.from('support_messages').select('body').eq('request_id', request.id);
    expect(stranger.data).toEqual([]);

    // A customer cannot write an internal note, nor in another customer's thread.
    const sneaky = await awa.client.from('support_messages').insert({ request_id: request.id, body: 'caché', internal: true });
    expect(sneaky.error?.code).toBe('42501');
    const intruder = await moussa.client.from('support_messages').insert({ request_id: request.id, body: 'Je réponds aussi' });
    expect(intruder.error?.code).toBe('42501');
  });

  it('answers both ways: staff’s reply waits for the customer and mails them; the customer’s takes it back and tells the office', async () => {
    const { data: request } = await open(awa, { urgency: 'annoying', preferred_channel: 'email' });
    await staff.client.from('support_messages').insert({ request_id: request.id, body: 'Note interne : commander une borne.', internal: true });
    let state = (await awa.client.from('support_requests').select('status, first_response_at').eq('id', request.id).single()).data!;
    // An internal note is not an answer.
    expect(state).toEqual({ status: 'new', first_response_at: null });
    expect((await mailsTo(t, awa.email)).filter((mail) => mail.subject.startsWith(`Re: [${request.number}]`))).toEqual([]);

    await staff.client.from('support_messages').insert({ request_id: request.id, body: 'Bonjour Awa, la borne est-elle allumée ?' });
    state = (await awa.client.from('support_requests').select('status, first_response_at').eq('id', request.id).single()).data!;
    expect(state.status).toBe('waiting_customer');
    expect(state.first_response_at).not.toBeNull();
    const reply = await latestMailTo(t, awa.email, new RegExp(`^Re: \\[${request.number}\\] Le Wi-Fi ne marche plus$`));
    expect(reply.text).toContain('la borne est-elle allumée ?');
    expect(reply.text).not.toContain('Note interne');

    expect((await awa.client.from('support_messages').insert({ request_id: request.id, body: 'Oui, elle clignote en orange.' })).error).toBeNull();
    state = (await awa.client.from('support_requests').select('status, first_response_at').eq('id', request.id).single()).data!;
    expect(state.status).toBe('in_progress');
    const toOffice = await latestMailTo(t, officeAddress, new RegExp(`^Re: \\[${request.number}\\]`));
    expect(toOffice.text).toContain('elle clignote en orange');
  });

  it('keeps the handling of a request to staff, and lets the customer reopen within 7 days and rate the help', async () => {
    const { data: request } = await open(awa);
    const raise = await awa.client.from('support_requests').update({ urgency: 'question', assigned_to: awa.id }).eq('id', request.id).select();
    expect(raise.error?.code).toBe('42501');
    const selfResolve = await awa.client.from('support_requests').update({ status: 'resolved' }).eq('id', request.id).select();
    expect(selfResolve.error?.message).toBe('Vous pouvez seulement rouvrir une demande résolue.');
    const earlyRating = await awa.client.from('support_requests').update({ rating: 5 }).eq('id', request.id).select();
    expect(earlyRating.error?.message).toMatch(/une fois la demande résolue/);
    const toCustomer = await staff.client.from('support_requests').update({ assigned_to: awa.id }).eq('id', request.id).select();
    expect(toCustomer.error?.message).toBe("Une demande s'attribue à un membre de l'équipe.");

    expect((await staff.client.from('support_requests').update({ assigned_to: staff.id, status: 'resolved' }).eq('id', request.id)).error).toBeNull();
    const resolvedMail = await latestMailTo(t, awa.email, new RegExp(`^Demande d’assistance ${request.number} résolue$`));
    expect(resolvedMail.text).toMatch(/répondez dans les 7 jours/);

    const reopened = await awa.client.from('support_requests').update({ status: 'in_progress' }).eq('id', request.id).select('status, resolved_at').single();
    expect(reopened.data).toEqual({ status: 'in_progress', resolved_at: null });
    await staff.client.from('support_requests').update({ status: 'resolved' }).eq('id', request.id);
    const rated = await awa.client.from('support_requests').update({ rating: 4, rating_comment: 'Rapide et clair.' }).eq('id', request.id).select('rating, rating_comment').single();
    expect(rated.data).toEqual({ rating: 4, rating_comment: 'Rapide et clair.' });
    const badRating = await awa.client.from('support_requests').update({ rating: 6 }).eq('id', request.id).select();
    expect(badRating.error?.code).toBe('23514');
  });

  it('closes a request resolved more than 7 days ago, after which the customer can neither reopen nor answer it', async () => {
    const { data: request } = await open(awa);
    await staff.client.from('support_requests').update({ status: 'resolved' }).eq('id', request.id);
    const { data: fresh } = await open(awa);
    await staff.client.from('support_requests').update({ status: 'resolved' }).eq('id', fresh.id);
    await t.server.ctx.db.query("update public.support_requests set resolved_at = now() - interval '8 days' where id = $1", [request.id]);

    const late = await awa.client.from('support_messages').insert({ request_id: request.id, body: 'Ça recommence.' });
    expect(late.error?.message).toMatch(/résolue il y a plus de 7 jours/);

    await t.server.ctx.db.query('select private.close_resolved_support_requests()');
    const states = await awa.client.from('support_requests').select('id, status').in('id', [request.id, fresh.id]);
    expect(Object.fromEntries(states.data!.map((row) => [row.id, row.status]))).toEqual({ [request.id]: 'closed', [fresh.id]: 'resolved' });
    const reopen = await awa.client.from('support_requests').update({ status: 'in_progress' }).eq('id', request.id).select();
    expect(reopen.error?.message).toBe('Vous pouvez seulement rouvrir une demande résolue.');
    const answer = await awa.client.from('support_messages').insert({ request_id: request.id, body: 'Toujours en panne.' });
    expect(answer.error?.message).toMatch(/close/);
  });

  it('counts the target times in opening hours, across the evening, a holiday and the weekend', async () => {
    const at = async (start: string, hours: number) =>
      (await t.server.ctx.db.query<{ due: Date }>('select private.add_opening_hours($1::timestamptz, $2) as due', [start, hours])).rows[0]!.due.toISOString();
    // Tuesday 8 December 2026, 10:00 in Ouagadougou (UTC): 2 hours later is noon, the lunch break does not count.
    expect(await at('2026-12-08T10:00:00Z', 2)).toBe('2026-12-08T12:00:00.000Z');
    expect(await at('2026-12-08T11:00:00Z', 2)).toBe('2026-12-08T15:00:00.000Z');
    // Thursday 10 December 17:00: one hour left that day; Friday 11 is the Proclamation de la République (closed);
    // Saturday opens 09:00-12:00.
    expect(await at('2026-12-10T17:00:00Z', 2)).toBe('2026-12-12T10:00:00.000Z');
    // Saturday 11:00 + 4 hours: one on Saturday, Sunday closed, then Monday 08:00 + 3 h = 11:00.
    expect(await at('2026-12-12T11:00:00Z', 4)).toBe('2026-12-14T11:00:00.000Z');
    // A request opened at night starts counting at the next opening.
    expect(await at('2026-12-08T22:30:00Z', 0.5)).toBe('2026-12-09T08:30:00.000Z');
  });

  it('refuses target times that are not hours per urgency', async () => {
    const bad = await staff.client.from('site_settings').update({ support_targets: { blocking: { first_response_hours: 2 } } }).eq('id', 1).select();
    expect(bad.error?.code).toBe('23514');
    const inverted = await staff.client
      .from('site_settings')
      .update({ support_targets: { blocking: { first_response_hours: 9, resolution_hours: 8 }, annoying: { first_response_hours: 4, resolution_hours: 24 }, question: { first_response_hours: 8, resolution_hours: 40 } } })
      .eq('id', 1)
      .select();
    expect(inverted.error?.code).toBe('23514');
  });

  it('makes each delivered product the customer’s equipment, with two years of warranty, readable by them only', async () => {
    const productId = await insertProduct(t.server.ctx.db, { name: 'MacBook Air 13', price: 900_000 });
    const placed = await awa.client.rpc('place_order', { items: [{ product_id: productId, quantity: 2 }], delivery });
    expect(placed.error).toBeNull();
    const order = placed.data as { id: string };
    expect((await staff.client.from('orders').update({ status: 'confirmed' }).eq('id', order.id)).error).toBeNull();
    expect((await awa.client.from('equipment').select('id').eq('order_id', order.id)).data).toEqual([]);
    expect((await staff.client.from('orders').update({ status: 'delivered' }).eq('id', order.id)).error).toBeNull();

    const { data: items } = await awa.client.from('equipment').select('name, order_id, purchased_on, warranty_end').eq('order_id', order.id);
    expect(items).toHaveLength(2);
    const purchased = new Date(`${items![0]!.purchased_on}T00:00:00Z`);
    const warranty = new Date(`${items![0]!.warranty_end}T00:00:00Z`);
    expect(warranty.getUTCFullYear() - purchased.getUTCFullYear()).toBe(2);
    expect((await moussa.client.from('equipment').select('id').eq('order_id', order.id)).data).toEqual([]);
    const selfAdd = await awa.client.from('equipment').insert({ profile_id: awa.id, name: 'Imprimante' });
    expect(selfAdd.error?.code).toBe('42501');

    // A request names an item of the customer's own equipment, never another's.
    const { data: mine } = await awa.client.from('equipment').select('id').eq('order_id', order.id).limit(1).single();
    expect((await open(awa, { equipment_id: mine!.id })).error).toBeNull();
    const notMine = await open(moussa, { equipment_id: mine!.id });
    expect(notMine.error?.message).toBe("Cet équipement n'appartient pas à ce client.");
  });

  it('tells the customer once, a month before a warranty ends', async () => {
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const { error } = await staff.client.from('equipment').insert([
      { profile_id: moussa.id, name: 'Routeur Cisco', serial_number: 'FTX1234', purchased_on: '2025-01-05', warranty_end: soon },
      { profile_id: moussa.id, name: 'Onduleur APC', purchased_on: '2025-01-05', warranty_end: later },
    ]);
    expect(error).toBeNull();
    await t.server.ctx.db.query('select private.queue_warranty_notices()');
    await t.server.ctx.db.query('select private.queue_warranty_notices()');
    const notices = (await mailsTo(t, moussa.email)).filter((mail) => mail.subject.includes('garantie'));
    expect(notices.map((mail) => mail.subject)).toEqual(['La garantie de votre Routeur Cisco se termine bientôt']);
    expect(notices[0]!.text).toContain('n° de série FTX1234');
    expect(notices[0]!.text).toContain('/quote?besoin=');
  });

  it('keeps attachments to the request’s customer and staff, and internal ones to staff', async () => {
    const id = randomUUID();
    const upload = await awa.client.storage.from('support-attachments').upload(`${id}/photo-borne.png`, png, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const { data: request, error } = await open(awa, { id, attachments: [`${id}/photo-borne.png`] });
    expect(error).toBeNull();
    expect(request.attachments).toEqual([`${id}/photo-borne.png`]);

    expect((await awa.client.storage.from('support-attachments').download(`${id}/photo-borne.png`)).error).toBeNull();
    expect((await staff.client.storage.from('support-attachments').download(`${id}/photo-borne.png`)).error).toBeNull();
    expect((await moussa.client.storage.from('support-attachments').download(`${id}/photo-borne.png`)).data).toBeNull();
    const intrude = await moussa.client.storage.from('support-attachments').upload(`${id}/autre.png`, png, { contentType: 'image/png' });
    expect(intrude.error).not.toBeNull();

    expect((await staff.client.storage.from('support-attachments').upload(`${id}/internal/diagnostic.png`, png, { contentType: 'image/png' })).error).toBeNull();
    expect((await awa.client.storage.from('support-attachments').download(`${id}/internal/diagnostic.png`)).data).toBeNull();
    const awaInternal = await awa.client.storage.from('support-attachments').upload(`${id}/internal/x.png`, png, { contentType: 'image/png' });
    expect(awaInternal.error).not.toBeNull();

    // A path outside the request's folder is refused.
    const elsewhere = await open(awa, { attachments: ['autre-dossier/photo.png'] });
    expect(elsewhere.error).toMatchObject({ code: 'P0001', message: 'Pièce jointe invalide : elle doit être envoyée dans le dossier de la demande.' });
  });

  it('ties a quote started for the request’s customer to the request, which the customer cannot do', async () => {
    await t.server.ctx.db.query('update public.profiles set phone = $1 where id = $2', ['+226 70 11 22 33', awa.id]);
    const { data: request } = await open(awa, { subject: 'Remplacer le switch du bureau' });
    const started = await staff.client.rpc('start_quote_for_customer', { customer_id: awa.id, project_type: 'other', services: ['maintenance'], message: request.subject });
    expect(started.error).toBeNull();
    const quoteId = (started.data as { id: string }).id;
    const byCustomer = await awa.client.from('support_requests').update({ quote_id: quoteId }).eq('id', request.id).select();
    expect(byCustomer.error?.code).toBe('42501');
    const tied = await staff.client.from('support_requests').update({ quote_id: quoteId }).eq('id', request.id).select('quote_id').single();
    expect(tied.error).toBeNull();
    expect(tied.data).toEqual({ quote_id: quoteId });
    const { data: quote } = await staff.client.from('quotes').select('profile_id, message').eq('id', quoteId).single();
    expect(quote).toEqual({ profile_id: awa.id, message: 'Remplacer le switch du bureau' });
  });

  it('turns a contact message into a request of the account with that address', async () => {
    await t.client().from('contact_messages').insert({ name: 'Awa', email: awa.email, subject: 'Imprimante bloquée', message: 'Elle affiche une erreur E05.' });
    const { data: message } = await staff.client.from('contact_messages').select('id').eq('email', awa.email).eq('subject', 'Imprimante bloquée').single();
    const { data: request, error } = await staff.client.rpc('support_request_from_message', { message: message!.id });
    expect(error).toBeNull();
    expect(request).toMatchObject({ profile_id: awa.id, subject: 'Imprimante bloquée', description: 'Elle affiche une erreur E05.', contact_message_id: message!.id });
    const byCustomer = await awa.client.rpc('support_request_from_message', { message: message!.id });
    expect(byCustomer.error?.code).toBe('P0002');
  });

  it('refuses in French to turn a message whose address has no account', async () => {
    await t.client().from('contact_messages').insert({ name: 'Inconnu', email: 'inconnu@example.bf', subject: 'Écran noir', message: 'Rien ne s’affiche.' });
    const { data: message } = await staff.client.from('contact_messages').select('id').eq('email', 'inconnu@example.bf').single();
    const refused = await staff.client.rpc('support_request_from_message', { message: message!.id, urgency: 'blocking' });
    expect(refused.error).toMatchObject({ code: 'P0001', message: "Aucun compte client n'a l'adresse inconnu@example.bf. Invitez le client à créer son compte, puis recommencez." });
  });
});
