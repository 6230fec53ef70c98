import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A hook secret as the Supabase dashboard shows it (Authentication → Hooks → Generate secret). */
export const hookSecret = `v1,whsec_${randomBytes(32).toString('base64')}`;

/** What GoTrue mints for a mail: a six-digit code and the hash its link carries (SHA-224 of address and code). */
export function gotrueTokens(email: string) {
  const token = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { token, token_hash: createHash('sha224').update(`${email}${token}`).digest('hex') };
}

export interface HookUser {
  id: string;
  email: string;
  new_email?: string;
}

export const hookUser = (email: string, extra: Partial<HookUser> = {}): HookUser => ({ id: randomUUID(), email, ...extra });

/** GoTrue's body for one mail, with the parts of the user object a hook gets (trimmed). */
export function hookBody(user: HookUser, emailData: Record<string, string>) {
  return JSON.stringify({
    user: { ...user, aud: 'authenticated', role: 'authenticated', phone: '', app_metadata: { provider: 'email', providers: ['email'] }, user_metadata: {} },
    email_data: { redirect_to: '', site_url: 'https://projet.supabase.co/auth/v1', token_new: '', token_hash_new: '', ...emailData },
  });
}

/** The Standard Webhooks headers GoTrue sends with a body, signed with `secret` at `at`. */
export function signedHeaders(body: string, secret = hookSecret, at = new Date(), callId = `msg_${randomUUID()}`) {
  const signature = new Webhook(secret.replace(/^v1,/, '')).sign(callId, at, body);
  return {
    'content-type': 'application/json',
    'webhook-id': callId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** POSTs a call to the hook as GoTrue does. */
export async function callHook(url: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${url}/hooks/send-email`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}
