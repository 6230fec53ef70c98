import type { Queryable } from '../db/types';
import type { MailCompany } from './html/MailLayout';

/**
 * The company's details as every mail shows them (text signature, HTML header and footer), read
 * from the settings when the mail leaves, so a mail waiting in the outbox shows the current ones.
 * Undefined when the settings row is missing.
 */
export async function loadMailCompany(db: Queryable): Promise<MailCompany | undefined> {
  const found = await db.query<MailCompany>(
    'select company_name, address, city, country, phone_main, email_general from public.site_settings where id = 1',
  );
  return found.rows[0];
}
