import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, quoteRequest } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { uniqueEmail } from './authFixtures';

const contactAddress = 'contact@ouaga-it.example.bf';
const alertAddress = 'alertes@ouaga-it.example.bf';

/** Issue 32: « Reply in the back-office: the answer goes through the outbox from the company's address with the message quoted ». */
describe('replies from the back-office (public.message_replies)', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.db.query(
      "update public.site_settings set email_general = $1, notification_email = $2, company_name = 'Ouaga IT Services' where id = 1",
      [contactAddress, alertAddress],
    );
    admin = await signUpAdmin(t, 'Issa Admin');
    customer = await signUpUser(t, 'Awa Cliente');
  });
  afterAll(() => t?.close());

  const idOf = async (table: 'contact_messages' | 'quotes', email: string) =>
    (await t.server.ctx.db.query<{ id: string }>(`select id from public.${table} where email = $1`, [email])).rows[0]!.id;

  it('mails the reply to the sender from the company, Reply-To the contact address, with the original quoted, and records who replied', async () => {
    const visitor = uniqueEmail('visiteur');
    const sent = await t.client().from('contact_messages').insert(
      contactMessage({ name: 'Mariam Traoré', email: visitor, subject: 'Contrat de maintenance', message: 'Bonjour,\n\nProposez-vous des contrats annuels ?' }),
    );
    expect(sent.error).toBeNull();
    const messageId = await idOf('contact_messages', visitor);

    const body = 'Bonjour Mariam Traoré,\n\nOui : un contrat annuel couvre deux visites et l’assistance à distance.\n\nCordialement,\nIssa Admin';
    const { data: reply, error } = await admin.client
      .from('message_replies')
      .insert({ contact_message_id: messageId, body, replied_by_name: 'Quelqu’un d’autre', recipient: 'ailleurs@example.com' })
      .select('recipient, replied_by, replied_by_name, body')
      .single();
    expect(error).toBeNull();
    // Who and to whom come from the database, not from what the client sent.
    expect(reply).toEqual({ recipient: visitor, replied_by: admin.id, replied_by_name: 'Issa Admin', body });

    const mail = await latestMailTo(t, visitor, /^Re: Contrat de maintenance$/);
    expect(mail.from).toMatch(/^"?Ouaga IT Services"? </);
    expect(mail.replyTo).toBe(contactAddress);
    expect(mail.text).toContain('Oui : un contrat annuel couvre deux visites');
    expect(mail.text).toMatch(/Le \d{2}\/\d{2}\/\d{4} à \d{1,2}h\d{2}, Mariam Traoré a écrit :\n> Bonjour,\n>\n> Proposez-vous des contrats annuels \?/);
    // The HTML version shows the reply as typed and the original as a quote.
    expect(mail.html).toContain('Oui : un contrat annuel couvre deux visites');
    expect(mail.html).toMatch(/border-left:3px solid #c5ccd6[^>]*>(?:<span>)?Bonjour,/);
    expect(mail.html).toContain('Proposez-vous des contrats annuels ?');

    // Replying read the message, and the reply is kept with it.
    const { data: message } = await admin.client.from('contact_messages').select('read').eq('id', messageId).single();
    expect(message).toEqual({ read: true });
    const { data: replies } = await admin.client.from('message_replies').select('body').eq('contact_message_id', messageId);
    expect(replies).toEqual([{ body }]);
  });

  it('replies to a quote request with the request quoted (a message, not the offer)', async () => {
    const visitor = uniqueEmail('devis');
    expect((await t.client().from('quotes').insert(quoteRequest({ email: visitor, name: 'Issa Sawadogo' }))).error).toBeNull();
    const quoteId = await idOf('quotes', visitor);

    const { error } = await admin.client.from('message_replies').insert({ quote_id: quoteId, body: 'Bonjour,\n\nPouvons-nous passer voir les locaux mardi ?' });
    expect(error).toBeNull();
    const mail = await latestMailTo(t, visitor, /^Re: Votre demande de devis : Infrastructure réseau$/);
    expect(mail.replyTo).toBe(contactAddress);
    expect(mail.text).toContain('Pouvons-nous passer voir les locaux mardi ?');
    expect(mail.text).toContain('> Projet : Infrastructure réseau');
    expect(mail.text).toContain('> Services : Installation réseau, Sécurité informatique');
    expect(mail.text).toContain('> Câblage et Wi-Fi pour 20 postes.');
    const { data: quote } = await admin.client.from('quotes').select('request_status, offer_status').eq('id', quoteId).single();
    expect(quote).toEqual({ request_status: 'pending', offer_status: 'draft' });
    const queued = await t.server.ctx.db.query<{ quote_id: string }>("select quote_id from public.notifications where kind = 'message_reply' and recipient = $1", [visitor]);
    expect(queued.rows).toEqual([{ quote_id: quoteId }]);
  });

  it('refuses an empty reply on its field, and a reply about no record or about two', async () => {
    const visitor = uniqueEmail('vide');
    await t.client().from('contact_messages').insert(contactMessage({ email: visitor }));
    const messageId = await idOf('contact_messages', visitor);
    const empty = await admin.client.from('message_replies').insert({ contact_message_id: messageId, body: '   \n ' });
    expect(empty.error).toMatchObject({ code: 'P0001', hint: 'field:body', message: "Écrivez votre réponse avant de l'envoyer." });
    const aboutNothing = await admin.client.from('message_replies').insert({ body: 'Bonjour' });
    expect(aboutNothing.error).not.toBeNull();
    expect(await mailsTo(t, visitor)).toHaveLength(1); // the acknowledgement only
  });

  it('is staff only: a customer or a visitor can neither reply nor read the replies', async () => {
    const ownMessage = await customer.client.from('contact_messages').insert(contactMessage({ email: customer.email })).select('id').single();
    expect(ownMessage.error).toBeNull();
    const messageId = (ownMessage.data as { id: string }).id;

    const byCustomer = await customer.client.from('message_replies').insert({ contact_message_id: messageId, body: 'Réponse à moi-même' });
    expect(byCustomer.error).toMatchObject({ code: '42501' });
    const byVisitor = await t.client().from('message_replies').insert({ contact_message_id: messageId, body: 'Réponse anonyme' });
    expect(byVisitor.error).toMatchObject({ code: '42501' });

    expect((await admin.client.from('message_replies').insert({ contact_message_id: messageId, body: 'Bonjour Awa,\n\nC’est noté.' })).error).toBeNull();
    const readByCustomer = await customer.client.from('message_replies').select('id').eq('contact_message_id', messageId);
    expect(readByCustomer).toMatchObject({ error: null, data: [] });
    // No change to what was sent, even by staff.
    const changed = await admin.client.from('message_replies').update({ body: 'Autre chose' }).eq('contact_message_id', messageId).select('id');
    expect(changed.error).toMatchObject({ code: '42501' });
    const replyMails = (await mailsTo(t, customer.email)).filter((mail) => mail.subject.startsWith('Re: '));
    expect(replyMails.map((mail) => mail.text.split('\n')[2])).toEqual(['C’est noté.']);
  });
});
