import type { Tables } from '../supabase/database.types';

/** The shape of the session context, the contract of the public site, the portal and the back-office. */
export interface Profile {
  id: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  company: string | null;
  /** The company's or administration's IFU, RCCM and service, printed on its documents (decision 060). */
  ifu?: string | null;
  rccm?: string | null;
  department?: string | null;
  role: Tables<'profiles'>['role'];
}

export interface AuthUser {
  id: string;
  email: string;
  /** The account's phone number in E.164 (`+22670123456`); absent or '' when it has none. */
  phone?: string;
  /** The number has been confirmed by a code sent to it. */
  phoneConfirmed?: boolean;
  /** A number asked for by updatePhone and not yet confirmed by its code (GoTrue's `new_phone`). */
  pendingPhone?: string;
}

export interface SignInOptions {
  /** « Se souvenir de moi »: keep the session after the browser closes. */
  remember: boolean;
}

export interface SignInResult {
  isAdmin: boolean;
}

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  /** The site page the visitor was going to (`?redirect=`): the confirmation e-mail leads back to it. */
  redirect?: string | null;
}

export interface SignUpResult {
  /** False when the server asks to confirm the address before the first login. */
  signedIn: boolean;
}

/** How the code of a phone sign-in or change travels (GoTrue's `channel`). */
export type PhoneCodeChannel = 'sms' | 'whatsapp';

export interface PhoneCodeRequest {
  /** E.164 (normalizePhoneNumber). */
  phone: string;
  channel: PhoneCodeChannel;
  /** « Se souvenir de moi », as for signIn. */
  remember: boolean;
  /** On /register: the name given to the account the code creates if the number has none. */
  fullName?: string;
}

/** The e-mailed links a page of the site spends with POST /verify when the person acts. */
export type EmailLinkType = 'recovery' | 'signup' | 'email_change';

export interface EmailLinkResult {
  /** False for the first of the two e-mail change links: the other address must confirm too. */
  signedIn: boolean;
}

export interface EmailChangeResult {
  /** True when the change waits for a click in a confirmation e-mail. */
  pendingConfirmation: boolean;
}

export interface AuthState {
  /** True until the stored session (if any) and its profile have been read. */
  loading: boolean;
  user: AuthUser | null;
  profile: Profile | null;
  /** From the profile's role in the database, never from the e-mail address. */
  isAdmin: boolean;
  /** The user arrived through a password recovery link and may now set a new password. */
  passwordRecovery: boolean;
  /** The error carried by an auth link (expired or already used), in the server's words. */
  linkError: string | null;
  /** Each throws an AuthFailure on failure. */
  signIn(email: string, password: string, options: SignInOptions): Promise<SignInResult>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /** Ends the session on the server; the local session is removed even when the server cannot be reached. */
  signOut(): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  /** `nonce`: the e-mailed code, when the server answered 'reauthentication-needed'. */
  updatePassword(password: string, nonce?: string): Promise<void>;
  /** E-mails the signed-in user a code that confirms a password change (GoTrue's /reauthenticate). */
  requestReauthenticationCode(): Promise<void>;
  updateEmail(email: string): Promise<EmailChangeResult>;
  /** Spends an e-mailed link's token (`token_hash` of the address the mail led to). */
  verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<EmailLinkResult>;
  /** Sends the sign-up confirmation link again (nothing is said about unknown addresses). */
  /** `redirect`: as for signUp, the page the new link leads back to. */
  resendSignupConfirmation(email: string, redirect?: string | null): Promise<void>;
  /** Sends a 6-digit sign-in code to the number (an account is made for a new number, as GoTrue's signInWithOtp does). */
  sendPhoneCode(request: PhoneCodeRequest): Promise<void>;
  /** Signs in with the code sent to the number. */
  verifyPhoneCode(phone: string, code: string): Promise<SignInResult>;
  /** Asks to add or change the account's number: a code is sent by SMS to the new number. */
  updatePhone(phone: string): Promise<void>;
  /** Confirms the new number with the code it received. */
  verifyPhoneChange(phone: string, code: string): Promise<void>;
  /** Reads the profile again (after the portal changed it). */
  refreshProfile(): Promise<void>;
}
