import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdfText';
import { mailsTo, type SentMail } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { freshAddress } from '../fixtures/appointmentLinks';
import { sentQuote } from '../fixtures/sentQuotes';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

const lines = [{ description: 'Onduleur 3 kVA', quantity: 2, unit_price: 400_000 }];
const contactAddress = 'contact@ouaga-it.example.bf';
const companyDay = () => new Date().toISOString().slice(0, 10);
const frenchDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** Issue 46.6: after « Bon pour accord », one confirmation to the customer with the accepted quote, whichever path. */
describe('the customer’s « Bon pour accord » confirmation', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let office: string;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    customer = await signUpUser(t, 'Awa Ouédraogo');
    office = freshAddress('bureau');
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1, email_general = $2 where id = 1', [office, contactAddress]);
  });
  afterAll(() => t?.close());

  const confirmations = async (email: string) => (await mailsTo(t, email)).filter((mail) => /accepté/.test(mail.subject));
  const officeAlerts = async (number: string) => (await mailsTo(t, office)).filter((mail) => mail.subject === `Devis ${number} accepté par ${mail.subject.split(' par ')[1]}`);
  const numberOf = async (id: string) => (await admin.client.from('quotes').select('number').eq('id', id).single()).data!.number as string;

  async function expectOneConfirmation(email: string, number: string, note: RegExp): Promise<SentMail> {
    const mails = await confirmations(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Devis ${number} accepté : « Bon pour accord » bien reçu`]);
    const [mail] = mails;
    expect(mail.text).toMatch(note);
    expect(mail.replyTo).toBe(contactAddress);
    const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`devis-${number}.pdf`);
    const document = await pdfText(pdf!.content);
    expect(document).toContain('DEVIS ACCEPTÉ');
    expect(document).toMatch(note);
    expect(document).toContain('Onduleur 3 kVA');
    expect(await officeAlerts(number)).toHaveLength(1);
    return mail;
  }

  it('online by the link: one mail with the accepted quote (who, when, how), Reply-To the company; answering again mails nobody', async () => {
    const email = freshAddress();
    const { id, token } = await sentQuote(t, admin.client, email, lines);
    expect((await t.client().rpc('accept_quote_by_token', { token, signer_name: 'Awa Ouédraogo' })).error).toBeNull();
    expect((await t.client().rpc('accept_quote_by_token', { token, signer_name: 'Awa Ouédraogo' })).error).toBeNull();
    const number = await numberOf(id);
    await expectOneConfirmation(email, number, new RegExp(`« Bon pour accord » signé par Awa Ouédraogo, en ligne, le ${frenchDay(companyDay())}\\.`));
    const alert = (await officeAlerts(number))[0];
    expect(alert.replyTo).toBe(email);
    expect(alert.text).toContain(`« Bon pour accord » signé par Awa Ouédraogo, en ligne, le ${frenchDay(companyDay())}.`);
  });

  it('by the signed-in customer in the portal', async () => {
    const { id } = await sentQuote(t, admin.client, customer.email, lines, customer.id);
    expect((await customer.client.rpc('accept_my_quote', { quote_id: id, signer_name: 'Awa Ouédraogo' })).error).toBeNull();
    await expectOneConfirmation(customer.email, await numberOf(id), /« Bon pour accord » signé par Awa Ouédraogo, en ligne, le \d{2}\/\d{2}\/\d{4}\./);
  });

  it('recorded by the office for an acceptance by phone: the same single mail says how', async () => {
    const email = freshAddress();
    const { id } = await sentQuote(t, admin.client, email, lines);
    const recorded = await admin.client.rpc('record_quote_acceptance', { quote_id: id, signer_name: 'Moussa Kaboré', accepted_on: companyDay(), via: 'phone' });
    expect(recorded.error).toBeNull();
    await expectOneConfirmation(email, await numberOf(id), new RegExp(`« Bon pour accord » signé par Moussa Kaboré, par téléphone, le ${frenchDay(companyDay())}\\.`));
  });

  it('a declined quote sends the customer no confirmation, only the office its alert', async () => {
    const email = freshAddress();
    const { id, token } = await sentQuote(t, admin.client, email, lines);
    expect((await t.client().rpc('decline_quote_by_token', { token, reason: 'Budget reporté' })).error).toBeNull();
    const number = await numberOf(id);
    expect(await confirmations(email)).toEqual([]);
    expect((await mailsTo(t, office)).filter((mail) => mail.subject.startsWith(`Devis ${number} refusé par`))).toHaveLength(1);
  });
});
