import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageToken } from '../fixtures/appointmentLinks';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { latestLink, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedUpClient, uniqueEmail } from './authFixtures';

describe('appointment mails go to the account\'s current address', () => {
  let t: TestServer;
  const nextSlot = slotAllocator(10);
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('booked signed in, the address changed and confirmed since: the confirmation goes to the new address', async () => {
    const { client, email } = await signedUpClient(t);
    const slot = nextSlot();
    const booked = await client.from('appointments').insert(appointmentRequest(slot, { email })).select('id').single();
    expect(booked.error).toBeNull();

    const newEmail = uniqueEmail('nouvelle');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    for (const [address, subject] of [
      [email, /Changement de votre adresse e-mail/],
      [newEmail, /Confirmez votre nouvelle adresse e-mail/],
    ] as const) {
      const link = await latestLink(t, address, subject);
      expect((await t.client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'email_change' })).error).toBeNull();
    }

    const confirmed = await t.serviceClient().from('appointments').update({ status: 'confirmed' }).eq('id', booked.data!.id);
    expect(confirmed.error).toBeNull();
    const toNew = (await mailsTo(t, newEmail)).filter((mail) => /confirmé/.test(mail.subject));
    expect(toNew).toHaveLength(1);
    expect(toNew[0].text).toContain('Bonjour Awa Ouédraogo,');
    manageToken(toNew[0]);
    expect(toNew[0].calendar?.content.replace(/\r?\n[ \t]/g, '').toLowerCase()).toContain(`mailto:${newEmail}`);
    expect((await mailsTo(t, email)).filter((mail) => /confirmé/.test(mail.subject))).toEqual([]);
  });

  it('a visitor\'s booking still goes to the address typed', async () => {
    const typed = uniqueEmail('visiteur');
    expect((await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { email: typed }))).error).toBeNull();
    expect((await mailsTo(t, typed)).filter((mail) => /a bien été reçue/.test(mail.subject))).toHaveLength(1);
  });
});
