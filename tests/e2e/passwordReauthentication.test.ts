import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { logInThroughPage, newCustomer, registerThroughApi } from './accountSteps';

describe('changing the password from a session that is not recent', () => {
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

  it('asks for a code e-mailed on request, then changes the password with it', async () => {
    const issa = newCustomer('Issa');
    const userId = await registerThroughApi(t, issa);
    const page = await browser.newPage();
    await logInThroughPage(page, t, issa);
    // As if the customer had signed in an hour ago.
    await t.server.ctx.db.query("update auth.sessions set created_at = now() - interval '1 hour' where user_id = $1", [userId]);
    await page.goto(`${t.url}/dashboard/settings`);

    const newPassword = 'un-nouveau-mot-de-passe';
    await page.locator('#settings-password').fill(newPassword);
    await page.locator('#settings-passwordConfirmation').fill(newPassword);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Pour votre sécurité, ce changement se confirme avec un code envoyé à votre adresse e-mail.').waitFor();

    await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
    await page.getByText(`Un code à 6 chiffres a été envoyé à ${issa.email}`).waitFor();
    // Read in the mailbox: the outbox row holds no code, the mail worker puts it in when sending.
    const mail = (await mailsTo(t, issa.email)).filter((sent) => sent.subject === 'Votre code de confirmation').at(-1);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1];

    // Tapped again within the minute: GoTrue's 429; the field stays, the first code still counts.
    await page.getByLabel('Code reçu par e-mail').fill('12');
    await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
    await page.getByText(/Un code vous a été envoyé il y a moins d'une minute ; vous pourrez en demander un autre dans \d+ s\./).waitFor();
    expect(await page.getByLabel('Code reçu par e-mail').inputValue()).toBe('12');

    await page.getByLabel('Code reçu par e-mail').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Ce code est incorrect ou a expiré.', { exact: false }).waitFor();

    await page.getByLabel('Code reçu par e-mail').fill(code);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été modifié.').waitFor();
    await page.close();

    const signIn = await t.client().auth.signInWithPassword({ email: issa.email, password: newPassword });
    expect(signIn.error).toBeNull();
  });
});
