/** The certification columns of an invoice or credit note, as the back-office reads them. */
export interface CertifiedRecord {
  id: string;
  number: string;
  issued_at: string;
  certification_status: 'pending' | 'certified' | 'refused';
  certification_error: string | null;
  secef_code: string | null;
  secef_nim: string | null;
  certified_at: string | null;
}

/** As public.certify_document_again decides: after this long, a pending document may be sent again. */
export const longPendingMs = 15 * 60_000;

export function canCertifyAgain(record: CertifiedRecord, now = Date.now()): boolean {
  if (record.certification_status === 'refused') return true;
  return record.certification_status === 'pending' && now - new Date(record.issued_at).getTime() > longPendingMs;
}
