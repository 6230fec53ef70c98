import { getSupabase } from '../supabase/client';
import { forgetStoredSession, setRememberSession } from '../supabase/authStorage';
import { paths } from '../paths';
import { AuthFailure, toAuthFailure } from './authFailure';
import { safeRedirectPath } from './safeRedirect';
import { fetchProfile } from './fetchProfile';
import type {
  EmailChangeResult,
  EmailLinkResult,
  EmailLinkType,
  PhoneCodeRequest,
  SignInOptions,
  SignInResult,
  SignUpInput,
  SignUpResult,
} from './types';

/**
 * The auth calls behind the context's methods. Each loads supabase-js on
 * first use and turns any failure into an AuthFailure the forms can word.
 */
async function client() {
  try {
    return await getSupabase();
  } catch (error) {
    throw new AuthFailure('network', error);
  }
}

/** GoTrue's emailRedirectTo: where an e-mailed confirmation link leads once the address is confirmed (a page of this site only). */
function emailRedirect(redirect: string | null | undefined): { emailRedirectTo?: string } {
  const path = safeRedirectPath(redirect);
  return path ? { emailRedirectTo: `${window.location.origin}${path}` } : {};
}

export async function signIn(email: string, password: string, { remember }: SignInOptions): Promise<SignInResult> {
  setRememberSession(remember);
  const supabase = await client();
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  if (error || !data.user) throw toAuthFailure(error);
  // The landing page depends on the role, so the profile is read before the caller navigates.
  const profile = await fetchProfile(supabase, data.user.id).catch(() => null);
  return { isAdmin: profile?.role === 'admin' };
}

export async function signUp({ fullName, email, password, redirect }: SignUpInput): Promise<SignUpResult> {
  // A new account's session ends with the browser session, as a login without « Se souvenir de moi ».
  setRememberSession(false);
  const supabase = await client();
  const { data, error } = await supabase.auth.signUp({
    email: email.trim(),
    password,
    options: {
      data: { full_name: fullName.trim() },
      // GoTrue's emailRedirectTo: where the e-mailed confirmation link leads once the address is confirmed.
      ...emailRedirect(redirect),
    },
  });
  if (error) throw toAuthFailure(error);
  return { signedIn: Boolean(data.session) };
}

export async function signOut(): Promise<void> {
  const supabase = await client();
  const { error } = await supabase.auth.signOut();
  // supabase-js already ignores 401/403/404; for anything else (server down) the local session goes anyway.
  if (error) {
    forgetStoredSession();
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await client();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  });
  if (error) throw toAuthFailure(error);
}

/** `nonce`: the code e-mailed by requestReauthenticationCode, needed when the session is not recent. */
export async function updatePassword(password: string, nonce?: string): Promise<void> {
  const supabase = await client();
  const { error } = await supabase.auth.updateUser(nonce ? { password, nonce } : { password });
  if (error) throw toAuthFailure(error);
}

export async function requestReauthenticationCode(): Promise<void> {
  const supabase = await client();
  const { error } = await supabase.auth.reauthenticate();
  if (error) throw toAuthFailure(error);
}

export async function updateEmail(email: string): Promise<EmailChangeResult> {
  const supabase = await client();
  const { data, error } = await supabase.auth.updateUser({ email: email.trim() });
  if (error) throw toAuthFailure(error);
  const changedNow = data.user?.email?.toLowerCase() === email.trim().toLowerCase();
  return { pendingConfirmation: !changedNow };
}

export async function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<EmailLinkResult> {
  const supabase = await client();
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type });
  if (error) throw toAuthFailure(error);
  return { signedIn: Boolean(data.session) };
}

export async function resendSignupConfirmation(email: string, redirect?: string | null): Promise<void> {
  const supabase = await client();
  const { error } = await supabase.auth.resend({ type: 'signup', email: email.trim(), options: emailRedirect(redirect) });
  if (error) throw toAuthFailure(error);
}

/** GoTrue's signInWithOtp for a phone: the code goes by SMS or WhatsApp; a new number gets an account. */
export async function sendPhoneCode({ phone, channel, remember, fullName }: PhoneCodeRequest): Promise<void> {
  setRememberSession(remember);
  const supabase = await client();
  const name = fullName?.trim();
  const { error } = await supabase.auth.signInWithOtp({ phone, options: { channel, ...(name ? { data: { full_name: name } } : {}) } });
  if (error) throw toAuthFailure(error);
}

export async function verifyPhoneCode(phone: string, code: string): Promise<SignInResult> {
  const supabase = await client();
  const { data, error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
  if (error || !data.user) throw toAuthFailure(error);
  const profile = await fetchProfile(supabase, data.user.id).catch(() => null);
  return { isAdmin: profile?.role === 'admin' };
}

/** GoTrue's phone_change: the code goes by SMS to the new number (auth-js's updateUser carries no channel). */
export async function updatePhone(phone: string): Promise<void> {
  const supabase = await client();
  const { error } = await supabase.auth.updateUser({ phone });
  if (error) throw toAuthFailure(error);
}

export async function verifyPhoneChange(phone: string, code: string): Promise<void> {
  const supabase = await client();
  const { error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'phone_change' });
  if (error) throw toAuthFailure(error);
}
