import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { uniqueEmail } from './authFixtures';
import { callHook, gotrueTokens, hookBody, hookSecret, hookUser, signedHeaders } from './sendEmailHookCalls';

/** The hosted project whose GoTrue calls the hook: its links point there. */
const projectAuthUrl = 'https://projet.supabase.co/auth/v1';
const sitePage = 'https://www.example.bf/confirm-email';

/** GoTrue's `{{ .ConfirmationURL }}`, as the mail must carry it. */
const verifyLink = (tokenHash: string, type: string, redirectTo = sitePage) =>
  `${projectAuthUrl}/verify?token=${tokenHash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

/** Every outbox row for an address, as an administrator or a backup would read it. */
async function outboxRows(t: TestServer, recipient: string) {
  const { rows } = await t.server.ctx.db.query<{ kind: string; status: string; data: unknown; body_text: string | null }>(
    'select kind, status, data, body_text from public.notifications where lower(recipient) = lower($1) order by id',
    [recipient],
  );
  return rows;
}

describe("GoTrue's Send Email hook (POST /hooks/send-email)", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { SEND_EMAIL_HOOK_SECRET: hookSecret, SEND_EMAIL_HOOK_AUTH_URL: projectAuthUrl } });
  });
  afterAll(() => t?.close());

  it("sends a sign-up confirmation as the product's French mail, with GoTrue's link, sealed while it waits", async () => {
    const email = uniqueEmail('hook');
    const tokens = gotrueTokens(email);
    const body = hookBody(hookUser(email), { email_action_type: 'signup', redirect_to: sitePage, ...tokens });

    expect(await callHook(t.url, body, signedHeaders(body))).toEqual({ status: 200, body: {} });

    const [queued] = await outboxRows(t, email);
    expect(queued.kind).toBe('signup_confirmation');
    expect(JSON.stringify(queued)).not.toContain(tokens.token_hash);

    const mail = await latestMailTo(t, email, /Confirmez votre adresse e-mail/);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail – Ouaga IT Services');
    expect(mail.text).toContain("Un compte Ouaga IT Services vient d'être créé avec cette adresse e-mail.");
    expect(mail.text).toContain(verifyLink(tokens.token_hash, 'signup'));
    expect(mail.html).toContain('Confirmer mon adresse');
    expect(mail.html).toContain(`href="${verifyLink(tokens.token_hash, 'signup').replaceAll('&', '&amp;')}"`);
    expect((await outboxRows(t, email)).map((row) => row.status)).toEqual(['sent']);
  });

  it('refuses a call with a wrong signature, an old timestamp or no signature, and sends nothing', async () => {
    const email = uniqueEmail('forged');
    const body = hookBody(hookUser(email), { email_action_type: 'recovery', ...gotrueTokens(email) });
    const otherSecret = `v1,whsec_${Buffer.alloc(32, 7).toString('base64')}`;

    const forged = await callHook(t.url, body, signedHeaders(body, otherSecret));
    expect(forged).toEqual({ status: 401, body: { error: { http_code: 401, message: 'Signature invalide' } } });

    const replayed = await callHook(t.url, body, signedHeaders(body, hookSecret, new Date(Date.now() - 10 * 60_000)));
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ error: { http_code: 401, message: expect.stringMatching(/Horodatage hors de la tolérance/) } });

    const tampered = await callHook(t.url, body.replace(email, 'autre@example.com'), signedHeaders(body));
    expect(tampered.status).toBe(401);

    const unsigned = await callHook(t.url, body, { 'content-type': 'application/json' });
    expect(unsigned).toEqual({ status: 400, body: { error: { http_code: 400, message: 'En-tête webhook-id manquant : appel non signé' } } });

    expect(await outboxRows(t, email)).toEqual([]);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('queues a call once: GoTrue sending the same call again (same webhook-id) gets 200 and no second mail', async () => {
    const email = uniqueEmail('retry');
    const body = hookBody(hookUser(email), { email_action_type: 'recovery', redirect_to: 'https://www.example.bf/reset-password', ...gotrueTokens(email) });
    const headers = signedHeaders(body);
    expect((await callHook(t.url, body, headers)).status).toBe(200);
    expect((await callHook(t.url, body, headers)).status).toBe(200);

    const mails = await mailsTo(t, email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Réinitialisation de votre mot de passe – Ouaga IT Services']);
  });

  it("writes the magic link with GoTrue's code, and the re-authentication code alone", async () => {
    const email = uniqueEmail('otp');
    const signIn = gotrueTokens(email);
    const magic = hookBody(hookUser(email), { email_action_type: 'magiclink', redirect_to: 'https://www.example.bf/', ...signIn });
    expect((await callHook(t.url, magic, signedHeaders(magic))).status).toBe(200);
    const reauth = gotrueTokens(email);
    const code = hookBody(hookUser(email), { email_action_type: 'reauthentication', token: reauth.token, token_hash: '' });
    expect((await callHook(t.url, code, signedHeaders(code))).status).toBe(200);

    const magicMail = await latestMailTo(t, email, /Votre lien de connexion/);
    expect(magicMail.text).toContain(verifyLink(signIn.token_hash, 'magiclink', 'https://www.example.bf/'));
    expect(magicMail.text).toContain(`    ${signIn.token}`);
    const codeMail = await latestMailTo(t, email, /Votre code de confirmation/);
    expect(codeMail.text).toContain(`    ${reauth.token}`);
    expect(codeMail.html).toContain(reauth.token);
  });

  it('writes a secure e-mail change to both addresses, each with its own link (GoTrue names the hashes backwards)', async () => {
    const current = uniqueEmail('current');
    const next = uniqueEmail('next');
    const toNew = gotrueTokens(next);
    const toCurrent = gotrueTokens(current);
    const body = hookBody(hookUser(current, { new_email: next }), {
      email_action_type: 'email_change',
      redirect_to: sitePage,
      token: toNew.token,
      token_hash: toNew.token_hash,
      token_new: toCurrent.token,
      token_hash_new: toCurrent.token_hash,
    });
    expect((await callHook(t.url, body, signedHeaders(body))).status).toBe(200);

    const currentMail = await latestMailTo(t, current, /Changement de votre adresse e-mail/);
    expect(currentMail.text).toContain(`par : ${next}`);
    expect(currentMail.text).toContain(verifyLink(toCurrent.token_hash, 'email_change'));
    const newMail = await latestMailTo(t, next, /Confirmez votre nouvelle adresse e-mail/);
    expect(newMail.text).toContain(verifyLink(toNew.token_hash, 'email_change'));
  });

  it('answers a signed call it cannot use with 400 in the hook error shape, and sends nothing', async () => {
    const email = uniqueEmail('unusable');
    const unknownAction = hookBody(hookUser(email), { email_action_type: 'sms', ...gotrueTokens(email) });
    const refused = await callHook(t.url, unknownAction, signedHeaders(unknownAction));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: { http_code: 400, message: expect.stringContaining('email_data.email_action_type') } });

    const noHash = hookBody(hookUser(email), { email_action_type: 'signup', token: '123456', token_hash: '' });
    expect(await callHook(t.url, noHash, signedHeaders(noHash))).toEqual({
      status: 400,
      body: { error: { http_code: 400, message: "token_hash manquant dans l'appel du crochet" } },
    });
    expect(await outboxRows(t, email)).toEqual([]);

    // Issue 49: a validly signed body that is not JSON was answered 500.
    const notJson = 'ceci n’est pas du JSON';
    expect(await callHook(t.url, notJson, signedHeaders(notJson))).toEqual({
      status: 400,
      body: { error: { http_code: 400, message: "Corps de l'appel illisible : JSON attendu" } },
    });
  });
});
