import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres';
import type { Database } from '../../server/db/types';
import { startHostedSite, type HostedSite } from '../../server/hostedSite';
import { mailsInFolder } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedUpClient, userWithToken } from './authFixtures';
import { callHook, hookBody, hookSecret, signedHeaders } from './sendEmailHookCalls';

const siteUrl = 'https://ouaga-it.example';

/**
 * The hook served in front of a hosted project (SUPABASE_URL): no outbox there, the mail is sent while
 * GoTrue waits. A normal server of the product stands in for the project, GoTrue included: its
 * generate_link mints a real link and code, as GoTrue does before it calls the hook.
 */
describe("GoTrue's Send Email hook in front of a hosted project", () => {
  let project: TestServer;
  const sites: { site: HostedSite; dataDir: string }[] = [];
  /** Sends through the mail folder of its DATA_DIR; the other one's SMTP server does not answer. */
  let hosted: { site: HostedSite; mailFolder: string };
  let smtpDown: { site: HostedSite; mailFolder: string };

  async function hostedSite(env: Record<string, string> = {}, db?: Database) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-hook-'));
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      SUPABASE_URL: project.url,
      SUPABASE_ANON_KEY: project.anonKey,
      SEND_EMAIL_HOOK_SECRET: hookSecret,
      ...env,
    });
    const site = await startHostedSite(config, config.hostedProject!, { db });
    sites.push({ site, dataDir });
    return { site, mailFolder: path.join(dataDir, 'mail') };
  }

  /** What GoTrue holds when it calls the hook for a password recovery: the user and a fresh link and code. */
  async function recoveryCall(email: string, userId: string) {
    const generated = await project.serviceClient().auth.admin.generateLink({ type: 'recovery', email, options: { redirectTo: `${siteUrl}/reset-password` } });
    expect(generated.error).toBeNull();
    const { hashed_token, email_otp, redirect_to } = generated.data.properties!;
    const body = hookBody({ id: userId, email }, { email_action_type: 'recovery', token: email_otp, token_hash: hashed_token, redirect_to, site_url: `${project.url}/auth/v1` });
    return { body, hashedToken: hashed_token };
  }

  beforeAll(async () => {
    project = await startTestServer({ env: { ADDITIONAL_REDIRECT_URLS: `${siteUrl}/**` } });
    const renamed = await project.serviceClient().from('site_settings').update({ company_name: 'Ouaga IT Services SARL' }).eq('id', 1);
    expect(renamed.error).toBeNull();
    // Started here, not in the tests: loading the page renderer takes seconds on a busy machine.
    [hosted, smtpDown] = await Promise.all([hostedSite(), hostedSite({ SMTP_URL: 'smtp://127.0.0.1:9' })]);
    // A test server and two renderers to load: past the 60 s default when the machine is loaded.
  }, 180_000);
  afterAll(async () => {
    for (const { site, dataDir } of sites) {
      await site.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await project?.close();
  });

  it("sends the product's French recovery mail whose link opens a session on the project", async () => {
    const { site, mailFolder } = hosted;
    const { email, user } = await signedUpClient(project);
    const { body, hashedToken } = await recoveryCall(email, user.id);

    const headers = signedHeaders(body);
    expect(await callHook(site.url, body, headers)).toEqual({ status: 200, body: {} });
    // GoTrue sending the same call again (an answer it did not get) sends no second mail.
    expect(await callHook(site.url, body, headers)).toEqual({ status: 200, body: {} });

    const [mail, ...others] = await mailsInFolder(mailFolder, email);
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe – Ouaga IT Services SARL');
    expect(mail.text).toContain('Pour choisir un nouveau mot de passe, ouvrez ce lien');
    const link = new URL(/https?:\/\/\S+\/verify\?\S+/.exec(mail.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${project.url}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ token: hashedToken, type: 'recovery', redirect_to: `${siteUrl}/reset-password` });
    expect(mail.html).toContain('Choisir un nouveau mot de passe');

    // The person opens the link: GoTrue (here the project's) signs them in on the site's page.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const landing = new URL(opened.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${siteUrl}/reset-password`);
    const session = new URLSearchParams(landing.hash.slice(1));
    expect(session.get('type')).toBe('recovery');
    expect((await userWithToken(project, session.get('access_token')!)).status).toBe(200);
  });

  // Issue 49: behind a load balancer, GoTrue's second try of a call may reach another process.
  it("sends a call once whichever process it reaches, when they have the project's database, even both at once", async () => {
    // On PostgreSQL each process has its own connections, as two processes have; PGlite's one engine is shared.
    const pools = project.databaseUrl ? await Promise.all([0, 1].map(() => openPostgres(project.databaseUrl!, 2))) : [];
    try {
      const [first, second] = await Promise.all([0, 1].map((index) => hostedSite({}, pools[index] ?? project.server.ctx.db)));
      for (const together of [false, true]) {
        const { email, user } = await signedUpClient(project);
        const { body } = await recoveryCall(email, user.id);
        const headers = signedHeaders(body);
        const answers = together
          ? await Promise.all([callHook(first.site.url, body, headers), callHook(second.site.url, body, headers)])
          : [await callHook(first.site.url, body, headers), await callHook(second.site.url, body, headers)];
        expect(answers).toEqual([{ status: 200, body: {} }, { status: 200, body: {} }]);
        const sent = [...(await mailsInFolder(first.mailFolder, email)), ...(await mailsInFolder(second.mailFolder, email))];
        expect(sent.map((mail) => mail.subject)).toEqual(['Réinitialisation de votre mot de passe – Ouaga IT Services SARL']);
      }
    } finally {
      // Closed before their connections; the two sites of beforeAll stay for the other tests.
      for (const { site, dataDir } of sites.splice(2)) {
        await site.close();
        await rm(dataDir, { recursive: true, force: true });
      }
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });

  it('refuses a forged call and sends nothing', async () => {
    const { site, mailFolder } = hosted;
    const { email, user } = await signedUpClient(project);
    const { body } = await recoveryCall(email, user.id);
    const forged = await callHook(site.url, body, signedHeaders(body, `v1,whsec_${Buffer.alloc(32, 9).toString('base64')}`));
    expect(forged).toEqual({ status: 401, body: { error: { http_code: 401, message: 'Signature invalide' } } });
    expect(await mailsInFolder(mailFolder, email)).toEqual([]);
  });

  it('answers 503 when the mail server is unreachable, so that GoTrue tries again and then tells the person', async () => {
    const { site } = smtpDown;
    const { email, user } = await signedUpClient(project);
    const { body } = await recoveryCall(email, user.id);
    const failed = await callHook(site.url, body, signedHeaders(body));
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ error: { http_code: 503, message: expect.stringMatching(/^Envoi de l'e-mail impossible : /) } });
  });
});
