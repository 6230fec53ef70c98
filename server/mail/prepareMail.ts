import { mintEmailCode } from '../auth/emailCodes';
import { isAuthLinkKind, mintLinkToken, purposeOfKind, tokenSlotPattern } from '../auth/emailLinks';
import { codeSlotPattern, mintReauthenticationCode } from '../auth/reauthenticationCode';
import type { Queryable } from '../db/types';
import { hasSealedSlots, openSealedSlots } from '../hooks/sealedValues';
import { prepareAppointmentMail } from './appointmentMail';
import type { ClaimedMail } from './outboxQueries';
import type { LogoReader } from './documentLogo';
import { fillSiteUrl } from './invoiceMail';
import { prepareOrderLinks } from './orderMail';
import { attachProForma } from './proFormaMail';
import { prepareQuoteLink } from './quoteMail';
import { withSiteUrl } from './templates/textParts';

/** The company's alerts that link to their record in the back-office (templates/textParts.ts, backOfficeLine). */
const alertsWithBackOfficeLink = new Set([
  'quote_request',
  'contact_message',
  'information_request',
  'appointment_request',
  'appointment_cancelled_by_customer',
  'appointment_moved_by_customer',
]);

/**
 * What the send step needs: the database, the JWT secret that keys the hash of a re-authentication
 * code, and the site's address for the links it writes.
 */
export interface MailSecrets {
  db: Queryable;
  jwtSecret: string;
  config: { siteUrl: string; logLevel?: string };
  /** Reads the settings' logo for the documents attached (documentLogo.ts); none without it. */
  readLogo?: LogoReader;
}

/** The one user the slots of a text name, or undefined when they name none or several. */
function slotUser(text: string, pattern: RegExp): string | undefined {
  const userIds = new Set([...text.matchAll(pattern)].map((slot) => slot[1]));
  return userIds.size === 1 ? [...userIds][0] : undefined;
}

/**
 * The last step before a mail leaves: a recovery or confirmation mail gets its token, and a
 * re-authentication mail its six-digit code, here, so the outbox row (readable by
 * administrators, copied into backups) never holds a working link or code. Returns null when the
 * mail no longer applies (the address changed, the account is gone): it is then withdrawn instead
 * of sent. A mail about an appointment gets its manage link and invite (appointmentMail.ts), one
 * about an order its links (orderMail.ts) and, as one about a quote, its pro forma invoice, one about an invoice or a credit note its PDF
 * and the portal link (proFormaMail.ts, invoiceMail.ts). Other mails pass unchanged,
 * even if a visitor typed a slot into them.
 */
export async function prepareMail({ db, jwtSecret, config, readLogo }: MailSecrets, mail: ClaimedMail): Promise<ClaimedMail | null> {
  if (mail.order_id || mail.quote_id || mail.invoice_id || mail.credit_note_id) {
    const linked = mail.quote_id
      ? await prepareQuoteLink(db, config.siteUrl, { ...mail, quote_id: mail.quote_id })
      : mail.order_id
        ? await prepareOrderLinks(db, config.siteUrl, { ...mail, order_id: mail.order_id })
        : fillSiteUrl(mail, config.siteUrl);
    const log = (line: string) => {
      if (config.logLevel !== 'silent') console.warn(line);
    };
    return attachProForma(db, linked, log, readLogo);
  }
  // The site's address only: a visitor who typed the slot into a message gets this site's address, nothing secret.
  if (alertsWithBackOfficeLink.has(mail.kind)) return { ...mail, body_text: withSiteUrl(mail.body_text, config.siteUrl) };
  if (mail.appointment_id) return prepareAppointmentMail(db, config.siteUrl, { ...mail, appointment_id: mail.appointment_id });
  // Queued by GoTrue's Send Email hook: GoTrue minted the link and code, sealed in the text (server/hooks).
  if ((mail.kind === 'reauthentication' || isAuthLinkKind(mail.kind)) && hasSealedSlots(mail.body_text)) {
    const opened = openSealedSlots(jwtSecret, mail.body_text);
    return opened === undefined ? null : { ...mail, body_text: opened };
  }
  if (mail.kind === 'reauthentication') {
    const userId = slotUser(mail.body_text, codeSlotPattern);
    const code = userId && (await mintReauthenticationCode(db, jwtSecret, userId, mail.recipient));
    return code ? { ...mail, body_text: mail.body_text.replace(codeSlotPattern, () => code) } : null;
  }
  if (!isAuthLinkKind(mail.kind)) return mail;
  const userId = slotUser(mail.body_text, tokenSlotPattern);
  const token = userId && (await mintLinkToken(db, mail.kind, userId, mail.recipient));
  if (!token) return null;
  const withLink = mail.body_text.replace(tokenSlotPattern, () => token);
  // A mail that offers the six-digit code too (magic link, invitation) gets it for the same user only.
  if (slotUser(withLink, codeSlotPattern) !== userId) return { ...mail, body_text: withLink.replace(codeSlotPattern, '') };
  const code = await mintEmailCode(db, jwtSecret, purposeOfKind[mail.kind], userId);
  return { ...mail, body_text: withLink.replace(codeSlotPattern, () => code) };
}

/** Takes a mail that no longer applies out of the outbox, saying why. */
export async function withdrawMail(db: Queryable, id: number): Promise<void> {
  await db.query(
    "update public.notifications set status = 'expired', last_error = $2 where id = $1 and status = 'pending'",
    [id, 'Non envoyé : le lien ou le code ne vaut plus (adresse changée ou compte supprimé)'],
  );
}
