import { createHash, randomBytes } from 'node:crypto';
import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';

/**
 * A fresh token for the link of an invoice mail (« Voir ma facture »), of which only the SHA-256 is
 * stored (private.invoice_links, as orderMail.ts for guest orders), and only while the mail still goes
 * to the invoice's address. Minted for a guest and an account holder alike (decision 066): the link
 * opens the certified invoice on any device without signing in.
 */
export async function mintInvoiceToken(db: Queryable, invoiceId: string, recipient: string): Promise<string | undefined> {
  const found = await db.query<Pick<Tables<'invoices'>, 'customer_email'>>('select customer_email from public.invoices where id = $1', [invoiceId]);
  const address = found.rows[0]?.customer_email;
  if (!address || address.trim().toLowerCase() !== recipient.trim().toLowerCase()) return undefined;
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const stored = await db.query('insert into private.invoice_links (token_hash, invoice_id) values ($1, $2)', [hash, invoiceId]);
  return stored.affectedRows > 0 ? token : undefined;
}
