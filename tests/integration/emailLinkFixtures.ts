import { createClient } from '@supabase/supabase-js';
import { NoRealtimeSocket } from '../../server/http/site/renderClient';
import { mailsTo } from '../helpers/sentMails';
import type { TestServer } from '../helpers/testServer';
import { goodPassword, uniqueEmail } from './authFixtures';

export const magicSubject = /Votre lien de connexion/;
export const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

/** The link and the six-digit code of the latest mail of that subject. */
export async function linkAndCode(t: TestServer, email: string, subject: RegExp) {
  const mail = (await mailsTo(t, email)).filter((candidate) => subject.test(candidate.subject)).at(-1);
  if (!mail) throw new Error(`aucun e-mail « ${String(subject)} » pour ${email}`);
  const link = new URL(/https?:\/\/\S+token_hash=\S+/.exec(mail.text)![0]);
  const code = /^\s+(\d{6})$/m.exec(mail.text)![1];
  return { link, code, text: mail.text };
}

/** Opens an action link on the test server, as a browser would, without following the redirect. */
export const open = (t: TestServer, link: URL) => fetch(new URL(`${link.pathname}${link.search}`, t.url), { redirect: 'manual' });

/** A supabase-js client with flowType 'pkce', as an app using the PKCE flow has. */
export const pkceClient = (t: TestServer) =>
  createClient(t.url, t.anonKey, {
    auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeSocket as unknown as typeof WebSocket },
  });

/** A confirmed customer (these servers ask for confirmation), through the admin API. */
export async function signedUpAndConfirmed(t: TestServer) {
  const email = uniqueEmail('client');
  const { data } = await t.serviceClient().auth.admin.createUser({ email, password: goodPassword, email_confirm: true });
  return { email, user: data.user! };
}
