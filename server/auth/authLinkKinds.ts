/**
 * The mails whose link signs someone in or changes their account. Their rows in the outbox
 * (public.notifications, readable by administrators, copied into backups) never hold the
 * token: the row names the user (data.user_id), and the token is minted when the mail worker
 * sends the mail, then given to the template (server/mail/mintMailTokens.ts). Only a hash of it
 * is kept, in auth.users.
 */
export type AuthLinkKind = 'password_recovery' | 'signup_confirmation' | 'email_change_current' | 'email_change_new' | 'magic_link' | 'invite';

export const authLinkKinds: readonly string[] = ['password_recovery', 'signup_confirmation', 'email_change_current', 'email_change_new', 'magic_link', 'invite'];

/**
 * Which token a link stands for, by GoTrue's columns: a magic link is a recovery token (as in
 * GoTrue), an invitation a confirmation token. The six-digit code sent with a link has the same purpose.
 */
export type TokenPurpose = 'confirmation' | 'recovery' | 'email_change_current' | 'email_change_new';

export const purposeOfKind: Record<AuthLinkKind, TokenPurpose> = {
  password_recovery: 'recovery',
  magic_link: 'recovery',
  signup_confirmation: 'confirmation',
  invite: 'confirmation',
  email_change_current: 'email_change_current',
  email_change_new: 'email_change_new',
};

export const isAuthLinkKind = (kind: string): kind is AuthLinkKind => authLinkKinds.includes(kind);
