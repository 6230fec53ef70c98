import type { Queryable } from '../db/types';
import { openHookSecrets } from './hookSecrets';
import { withAppointmentInvite } from './appointmentMail';
import type { LogoReader } from './logoReader';
import type { MailCompany } from './html/MailLayout';
import { mintMailTokens, type AuthMailTokens } from './mintMailTokens';
import type { ClaimedMail, QueuedMail, StatementRequest } from './writtenMail';
import { attachProForma } from './proFormaMail';
import { composeMail, templateOf } from './templates/composeMail';

/**
 * What the send step needs: the database, the JWT secret that opens what the Send Email hook sealed,
 * the auth server's token minter, and the site's address for the links it writes.
 */
export interface MailSecrets {
  db: Queryable;
  jwtSecret: string;
  authTokens: AuthMailTokens;
  config: { siteUrl: string; logLevel?: string };
  /** Reads the settings' logo for the documents attached (documentLogo.ts); none without it. */
  readLogo?: LogoReader;
}

/**
 * Writes a claimed mail as it leaves, in three steps: the secrets its template writes (an auth
 * link's token, a code, an appointment's, order's or quote's link) are minted first, so the outbox
 * row (readable by administrators, copied into backups) never holds a working link or code; its
 * kind's template writes the subject and text from the queued data, the company's details and
 * those links; then the calendar invite (appointmentMail.ts) and the PDF it carries (proFormaMail.ts)
 * are added. Returns null when the mail no longer applies (the address changed, the account is
 * gone): it is then withdrawn instead of sent. Throws MissingTemplateError for a kind without template.
 */
export async function prepareMail(
  { db, jwtSecret, authTokens, config, readLogo }: MailSecrets,
  mail: QueuedMail,
  company: MailCompany | undefined,
): Promise<ClaimedMail | null> {
  // Queued by GoTrue's Send Email hook: GoTrue minted the link and code (server/hooks), nothing to mint here.
  const given = openHookSecrets(jwtSecret, mail.data);
  const tokens = given === undefined ? await mintMailTokens(db, authTokens, mail, templateOf(mail.kind).mints ?? []) : given;
  if (!tokens) return null;
  const written = composeMail(mail, company, { siteUrl: config.siteUrl.replace(/\/+$/, ''), ...tokens });
  const withInvite = written.appointment_id ? await withAppointmentInvite(db, { ...written, appointment_id: written.appointment_id }) : written;
  const log = (line: string) => {
    if (config.logLevel !== 'silent') console.warn(line);
  };
  const paymentId = typeof mail.data.payment_id === 'string' ? mail.data.payment_id : null;
  const statement = statementRequestOf(mail);
  return attachProForma(db, { ...withInvite, ...(paymentId ? { payment_id: paymentId } : {}), ...(statement ? { statement } : {}) }, log, readLogo);
}

/** A customer_statement mail's customer and period, as send_customer_statement queued them. */
function statementRequestOf(mail: QueuedMail): StatementRequest | null {
  const { customer_id: customerId, period_start: periodStart, period_end: periodEnd } = mail.data;
  if (mail.kind !== 'customer_statement' || typeof customerId !== 'string' || typeof periodStart !== 'string' || typeof periodEnd !== 'string') return null;
  return { customerId, periodStart, periodEnd };
}
