import { createHash, randomBytes } from 'node:crypto';
import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';

/**
 * A fresh token for a guest's order, of which only the SHA-256 is stored (as the appointment and
 * quote links: appointmentMail.ts, quoteMail.ts), and only while the mail still goes to the address
 * the guest gave.
 */
export async function mintOrderToken(db: Queryable, orderId: string, recipient: string): Promise<string | undefined> {
  const found = await db.query<Pick<Tables<'orders'>, 'guest_email'>>('select guest_email from public.orders where id = $1', [orderId]);
  const guestEmail = found.rows[0]?.guest_email;
  if (!guestEmail || guestEmail.trim().toLowerCase() !== recipient.trim().toLowerCase()) return undefined;
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const stored = await db.query('insert into private.order_links (token_hash, order_id) values ($1, $2)', [hash, orderId]);
  return stored.affectedRows > 0 ? token : undefined;
}
