import { createHash, randomBytes } from 'node:crypto';
import { paths } from '../../src/shared/paths';
import type { Queryable } from '../db/types';
import type { ClaimedMail } from './outboxQueries';
import { orderLinkSlot } from './templates/orderParts';
import { siteUrlSlot } from './templates/textParts';

/**
 * A fresh token for a guest's order, of which only the SHA-256 is stored (as the appointment and
 * quote links: appointmentMail.ts, quoteMail.ts), and only while the mail still goes to the address
 * the guest gave.
 */
async function mintOrderToken(db: Queryable, orderId: string, recipient: string): Promise<string | undefined> {
  const found = await db.query<{ guest_email: string | null }>('select guest_email from public.orders where id = $1', [orderId]);
  const guestEmail = found.rows[0]?.guest_email;
  if (!guestEmail || guestEmail.trim().toLowerCase() !== recipient.trim().toLowerCase()) return undefined;
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const stored = await db.query('insert into private.order_links (token_hash, order_id) values ($1, $2)', [hash, orderId]);
  return stored.affectedRows > 0 ? token : undefined;
}

/**
 * The links of a mail about an order: the site's address in its first slot (the portal's or the
 * back-office's page), and a guest's token link minted now, or that line dropped when none can be
 * given. Only the first slot of each: the templates put the link before anything the customer
 * typed, so a slot typed in a note stays as typed.
 */
export async function prepareOrderLinks(db: Queryable, siteUrl: string, mail: ClaimedMail & { order_id: string }): Promise<ClaimedMail> {
  let text = mail.body_text.replace(siteUrlSlot, () => siteUrl.replace(/\/+$/, ''));
  if (text.includes(orderLinkSlot)) {
    const token = await mintOrderToken(db, mail.order_id, mail.recipient);
    text = token
      ? text.replace(orderLinkSlot, () => `${siteUrl.replace(/\/+$/, '')}${paths.orderView(token)}`)
      : text.replace(new RegExp(`^.*${orderLinkSlot.replace(/[{}]/g, '\\$&')}.*\\n?`, 'm'), '');
  }
  return { ...mail, body_text: text };
}
