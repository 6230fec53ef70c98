import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Binds a redirect to the provider to the browser that asked for it (issue 49, decision 057), as the
 * OAuth 2.0 Security BCP recommends: /authorize sets a random value in a cookie and the signed state
 * carries its SHA-256; /callback goes on only when the browser it reaches shows that cookie. A callback
 * address (code and state) or a linking address opened in another browser then signs nothing in and
 * links nothing: without it, someone could sign a victim's browser into the attacker's account (login
 * CSRF), or have a victim finish the attacker's linkIdentity with the victim's provider account.
 *
 * One cookie per flow (its name from the hash), so two sign-ins started in two tabs do not undo each
 * other. HttpOnly (no script needs it), SameSite=Lax (sent on the provider's top-level redirect back,
 * never on a cross-site sub-request), Path=/auth/v1 (only the API reads it), ten minutes as the state,
 * Secure when the request came over https (as the trusted proxy says, TRUST_PROXY).
 */

const cookiePrefix = 'sb-oauth-';
const lifetimeSeconds = 600;
const cookiePath = '/auth/v1';

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');
const cookieName = (browserHash: string) => `${cookiePrefix}${browserHash.slice(0, 16)}`;

function cookieAttributes(request: FastifyRequest, maxAge: number): string {
  return `Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;
}

function appendCookie(reply: FastifyReply, cookie: string): void {
  const current = reply.getHeader('set-cookie');
  const cookies = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  reply.header('set-cookie', [...cookies, cookie]);
}

/** A flow's binding: the cookie's value, and the hash its state carries. */
export interface BrowserBinding {
  value: string;
  hash: string;
}

export function newBrowserBinding(): BrowserBinding {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashOf(value) };
}

/** Sets the flow's cookie on the answer that starts it. */
export function setBindingCookie(request: FastifyRequest, reply: FastifyReply, binding: BrowserBinding): void {
  appendCookie(reply, `${cookieName(binding.hash)}=${binding.value}; ${cookieAttributes(request, lifetimeSeconds)}`);
}

/** Whether this browser holds the cookie of the flow whose state carries `browserHash`. */
export function isBoundBrowser(request: FastifyRequest, browserHash: string | undefined): boolean {
  if (!browserHash) return false;
  const value = readCookie(request.headers.cookie, cookieName(browserHash));
  if (value === undefined) return false;
  const expected = Buffer.from(browserHash);
  const shown = Buffer.from(hashOf(value));
  return shown.length === expected.length && timingSafeEqual(shown, expected);
}

/** The flow is over (signed in, linked or refused): its cookie is dropped. */
export function unbindBrowser(request: FastifyRequest, reply: FastifyReply, browserHash: string | undefined): void {
  if (browserHash) appendCookie(reply, `${cookieName(browserHash)}=; ${cookieAttributes(request, 0)}`);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
