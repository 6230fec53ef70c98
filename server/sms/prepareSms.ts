import { findUserById } from '../auth/models/users';
import { userJson } from '../auth/users';
import type { Queryable } from '../db/types';
import { openValue } from '../outbox/sealedValues';
import type { MailCompany } from '../mail/html/MailLayout';
import type { OutboxRow, TextMessageChannel } from '../outbox/outboxRow';
import { noticeLinks } from './noticeLinks';
import { smsTextOf } from './smsTexts';

/** A text message as it leaves: its code opened, its text written, the user object the hook carries. */
export interface PreparedSms {
  id: number;
  /** The webhook-id of the hook call, the same on every attempt (public.notifications.message_id). */
  messageId: string;
  kind: string;
  phone: string;
  channel: TextMessageChannel;
  text: string;
  /** The code of an auth message (GoTrue's sms.otp); absent for a notice. */
  otp?: string;
  /** GoTrue's user object for an auth message; for a notice (no account needed), `{ phone }`. */
  user: Record<string, unknown>;
}

export interface SmsStep {
  db: Queryable;
  jwtSecret: string;
  config: { siteUrl: string };
}

/**
 * Writes a claimed text message as it leaves: opens its sealed code (a rotated JWT secret leaves it
 * closed: the code cannot be sent right), loads the account the hook's payload names, writes the text
 * of its kind with the record's link (noticeLinks.ts). Returns null when the message no longer applies (the
 * code does not open, the account is gone, the record no longer has this number opted in): it is then withdrawn, as a mail whose link cannot be given. Throws MissingSmsTextError for a
 * kind without text.
 */
export async function prepareSms({ db, jwtSecret, config }: SmsStep, queued: OutboxRow, company: MailCompany | undefined): Promise<PreparedSms | null> {
  const writer = smsTextOf(queued.kind);
  const { data } = queued;
  let otp: string | undefined;
  if (typeof data.sealed_otp === 'string') {
    otp = openValue(jwtSecret, data.sealed_otp);
    if (otp === undefined) return null;
  }
  let user: Record<string, unknown> = { phone: queued.recipient };
  if (typeof data.user_id === 'string') {
    const account = await findUserById(db, data.user_id);
    if (!account) return null;
    user = userJson(account);
  }
  const links = await noticeLinks(db, queued);
  if (!links) return null;
  return {
    id: queued.id,
    messageId: queued.message_id,
    kind: queued.kind,
    phone: queued.recipient,
    channel: queued.channel === 'whatsapp' ? 'whatsapp' : 'sms',
    text: writer.text(data, company, { otp, siteUrl: config.siteUrl.replace(/\/+$/, ''), ...links }),
    otp,
    user,
  };
}
