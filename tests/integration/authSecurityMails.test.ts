import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedUpClient, uniqueEmail } from './authFixtures';

const passwordChanged = /Votre mot de passe a été modifié/;
const addressChanged = /L'adresse e-mail de votre compte a été modifiée/;

describe('auth API: security notices to the account\'s owner', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('tells the account when its password changes, and not when the account is created', async () => {
    const { client, email } = await signedUpClient(t);
    expect((await mailsTo(t, email)).filter((mail) => passwordChanged.test(mail.subject))).toEqual([]);

    expect((await client.auth.updateUser({ password: 'un-autre-mot-de-passe-1' })).error).toBeNull();
    const notices = (await mailsTo(t, email)).filter((mail) => passwordChanged.test(mail.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain(`Le mot de passe de votre compte Ouaga IT Services (${email}) a été modifié.`);
    expect(notices[0].text).toContain('« Mot de passe oublié »');
    expect(notices[0].html).toContain('Mot de passe modifié');

    // Saving the name alone changes no password and sends nothing more.
    expect((await client.auth.updateUser({ data: { full_name: 'Awa O.' } })).error).toBeNull();
    expect((await mailsTo(t, email)).filter((mail) => passwordChanged.test(mail.subject))).toHaveLength(1);
  });

  it('tells the old address once an e-mail change has gone through, naming the new one', async () => {
    const { client, email } = await signedUpClient(t);
    const newEmail = uniqueEmail('nouvelle');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    for (const [address, subject] of [
      [email, /Changement de votre adresse e-mail/],
      [newEmail, /Confirmez votre nouvelle adresse e-mail/],
    ] as const) {
      const link = await latestLink(t, address, subject);
      expect((await t.client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'email_change' })).error).toBeNull();
    }
    const notices = (await mailsTo(t, email)).filter((mail) => addressChanged.test(mail.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain(`elle a été remplacée par ${newEmail}.`);
    expect(notices[0].html).toContain('Adresse e-mail modifiée');
    expect((await mailsTo(t, newEmail)).filter((mail) => addressChanged.test(mail.subject))).toEqual([]);
  });
});
