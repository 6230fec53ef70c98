import { mintEmailCode } from '../auth/emailCodes';
import { isAuthLinkKind, mintLinkToken, purposeOfKind } from '../auth/emailLinks';
import { mintReauthenticationCode } from '../auth/reauthenticationCode';
import type { Queryable } from '../db/types';
import { mintManageToken } from './appointmentMail';
import { mintOrderToken } from './orderMail';
import type { QueuedMail } from './outboxQueries';
import { mintQuoteToken } from './quoteMail';
import type { MailTokens, MintedSecret } from './templates/mailTemplate';

/** The user an auth mail is for, as queued (data.user_id). */
const userOf = (mail: QueuedMail) => (typeof mail.data.user_id === 'string' ? mail.data.user_id : undefined);

/**
 * Mints, just before a mail is written, the secrets its template says it writes, and gives them
 * back for the template (as GoTrue's mailer is handed the token): the outbox row never holds one.
 * Returns null when the mail no longer applies (its address changed, the account is gone): an auth
 * mail without its link or code is withdrawn, not sent. A link that cannot be given for a record
 * (the appointment is over, the quote answered) is simply absent, and its template leaves its line out.
 */
export async function mintMailTokens(
  db: Queryable,
  jwtSecret: string,
  mail: QueuedMail,
  secrets: readonly MintedSecret[],
): Promise<MailTokens | null> {
  const tokens: MailTokens = {};
  const userId = userOf(mail);
  for (const secret of secrets) {
    if (secret === 'auth_link' || secret === 'email_code') {
      if (!userId || !isAuthLinkKind(mail.kind)) return null;
      if (secret === 'auth_link') {
        tokens.authToken = await mintLinkToken(db, mail.kind, userId, mail.recipient);
        if (!tokens.authToken) return null;
      } else {
        tokens.code = await mintEmailCode(db, jwtSecret, purposeOfKind[mail.kind], userId);
      }
    } else if (secret === 'reauthentication_code') {
      tokens.code = userId && (await mintReauthenticationCode(db, jwtSecret, userId, mail.recipient));
      if (!tokens.code) return null;
    } else if (secret === 'appointment_link') {
      tokens.appointmentToken = mail.appointment_id ? await mintManageToken(db, mail.appointment_id, mail.recipient) : undefined;
    } else if (secret === 'order_link') {
      tokens.orderToken = mail.order_id ? await mintOrderToken(db, mail.order_id, mail.recipient) : undefined;
    } else {
      tokens.quoteToken = mail.quote_id ? await mintQuoteToken(db, mail.quote_id, mail.recipient) : undefined;
    }
  }
  return tokens;
}
