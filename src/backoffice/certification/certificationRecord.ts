import type { Tables } from '../../shared/supabase/database.types';

/** The certification columns of an invoice or credit note, as the back-office reads them. */
export type CertifiedRecord = Pick<
  Tables<'invoices'> | Tables<'credit_notes'>,
  'id' | 'number' | 'issued_at' | 'certification_status' | 'certification_error' | 'secef_code' | 'secef_nim' | 'certified_at'
>;

/** As public.certify_document_again decides: after this long, a pending document may be sent again. */
export const longPendingMs = 15 * 60_000;

export function canCertifyAgain(record: CertifiedRecord, now = Date.now()): boolean {
  if (record.certification_status === 'refused') return true;
  return record.certification_status === 'pending' && now - new Date(record.issued_at).getTime() > longPendingMs;
}
