import type { MailToQueue } from '../outbox/queueMessages';
import type { EmailActionType, SendEmailPayload } from './sendEmailPayload';

/** A call the hook cannot turn into a mail (a missing address or token): answered 400 to GoTrue. */
export class UnusableHookCall extends Error {}

/** Not sent later than GoTrue's default link and code lifetime (MAILER_OTP_EXP, one hour). */
const validForMinutes = 60;

/** The product's template (server/mail/templates) for each of GoTrue's actions, and the type its link names. */
const mailOfAction: Record<Exclude<EmailActionType, 'email_change' | 'reauthentication'>, { kind: string; linkType: string }> = {
  signup: { kind: 'signup_confirmation', linkType: 'signup' },
  recovery: { kind: 'password_recovery', linkType: 'recovery' },
  invite: { kind: 'invite', linkType: 'invite' },
  magiclink: { kind: 'magic_link', linkType: 'magiclink' },
  // A sign-in code asked for by e-mail (signInWithOtp): the same mail, link and code.
  email: { kind: 'magic_link', linkType: 'magiclink' },
};

/** What the outbox may hold of GoTrue's secrets: they are sealed before they are queued (server/outbox/sealedValues.ts). */
export type Seal = (value: string) => string;

/**
 * GoTrue's link, as its default templates write `{{ .ConfirmationURL }}`:
 * `<auth URL>/verify?token=<token_hash>&type=<type>&redirect_to=<redirect_to>`.
 */
function verifyLink(authUrl: string, tokenHash: string, type: string, redirectTo: string | undefined): string {
  const link = new URL(`${authUrl.replace(/\/+$/, '')}/verify`);
  link.searchParams.set('token', tokenHash);
  link.searchParams.set('type', type);
  if (redirectTo) link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new UnusableHookCall(`${what} manquant dans l'appel du crochet`);
  return value;
}

/**
 * The mails one call of GoTrue's Send Email hook asks for, as the outbox queues them: the product's
 * French template by kind, with GoTrue's link and code sealed into its data. An e-mail change with
 * GoTrue's secure e-mail change writes to both addresses; GoTrue names the hashes backwards (token_hash
 * goes to the NEW address, token_hash_new to the current one).
 */
export function hookMails(payload: SendEmailPayload, authUrl: string, seal: Seal): MailToQueue[] {
  const { user, email_data: email } = payload;
  const page = email.redirect_to ?? email.site_url ?? '';
  const base = { user_id: user.id, page };
  const link = (tokenHash: string | undefined, type: string) => seal(verifyLink(authUrl, required(tokenHash, 'token_hash'), type, email.redirect_to));
  const code = (token: string | undefined) => (token ? { sealed_code: seal(token) } : {});

  if (email.email_action_type === 'reauthentication') {
    return [{ kind: 'reauthentication', to: required(user.email, 'user.email'), validForMinutes, data: { user_id: user.id, sealed_code: seal(required(email.token, 'token')) } }];
  }
  if (email.email_action_type === 'email_change') {
    const newEmail = required(user.new_email, 'user.new_email');
    const toNew: MailToQueue = { kind: 'email_change_new', to: newEmail, validForMinutes, data: { ...base, sealed_link: link(email.token_hash, 'email_change') } };
    if (!email.token_hash_new) return [toNew];
    const toCurrent: MailToQueue = {
      kind: 'email_change_current',
      to: required(user.email, 'user.email'),
      validForMinutes,
      data: { ...base, new_email: newEmail, sealed_link: link(email.token_hash_new, 'email_change') },
    };
    return [toCurrent, toNew];
  }
  const { kind, linkType } = mailOfAction[email.email_action_type];
  return [{ kind, to: required(user.email, 'user.email'), validForMinutes, data: { ...base, sealed_link: link(email.token_hash, linkType), ...code(email.token) } }];
}
