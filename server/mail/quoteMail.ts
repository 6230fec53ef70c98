import { createHash, randomBytes } from 'node:crypto';
import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';

/**
 * A fresh token for the quote, of which only the SHA-256 is stored (as the appointment links:
 * appointmentMail.ts), and only while the mail still goes to the quote's address and its link
 * would open it (private.quote_link_open).
 */
export async function mintQuoteToken(db: Queryable, quoteId: string, recipient: string): Promise<string | undefined> {
  const found = await db.query<Pick<Tables<'quotes'>, 'email'> & { open: boolean }>(
    'select email, private.quote_link_open(quote) as open from public.quotes as quote where id = $1',
    [quoteId],
  );
  const quote = found.rows[0];
  if (!quote?.open || quote.email.trim().toLowerCase() !== recipient.trim().toLowerCase()) return undefined;
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const stored = await db.query('insert into private.quote_links (token_hash, quote_id) values ($1, $2)', [hash, quoteId]);
  return stored.affectedRows > 0 ? token : undefined;
}
