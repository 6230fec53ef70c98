import { createHash, randomBytes } from 'node:crypto';
import { paths } from '../../src/shared/paths';
import type { Queryable } from '../db/types';
import type { ClaimedMail } from './outboxQueries';

/** Where the quote's link goes in a queued offer mail (templates/quoteOfferParts.ts). */
export const quoteLinkSlot = '{{quote_link}}';

/**
 * A fresh token for the quote, of which only the SHA-256 is stored (as the appointment links:
 * appointmentMail.ts), and only while the mail still goes to the quote's address and its link
 * would open it (private.quote_link_open).
 */
async function mintQuoteToken(db: Queryable, quoteId: string, recipient: string): Promise<string | undefined> {
  const found = await db.query<{ email: string; open: boolean }>(
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

/** Fills the « Voir et accepter le devis » line with a link minted now, or drops the line when none can be given. */
export async function prepareQuoteLink(db: Queryable, siteUrl: string, mail: ClaimedMail & { quote_id: string }): Promise<ClaimedMail> {
  if (!mail.body_text.includes(quoteLinkSlot)) return mail;
  const token = await mintQuoteToken(db, mail.quote_id, mail.recipient);
  const text = token
    ? mail.body_text.replaceAll(quoteLinkSlot, `${siteUrl}${paths.quoteView(token)}`)
    : mail.body_text
        .split('\n')
        .filter((line) => !line.includes(quoteLinkSlot))
        .join('\n');
  return { ...mail, body_text: text };
}
