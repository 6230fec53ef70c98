import type { Queryable } from '../db/types';
import type { CertificationTarget } from './certificationRequest';
import type { SecefAnswer } from './secefContract';

/** Writes the service's answer on the document (private.record_certification, its one writer); returns its status after. */
export async function recordCertified(db: Queryable, target: CertificationTarget, answer: SecefAnswer): Promise<string> {
  const stored = {
    code: answer.codeSecef,
    nim: answer.nim,
    counters: answer.counters,
    qr: answer.qrContent,
    taxes: answer.taxes ?? [],
    certified_at: certificationInstant(answer.dateTime),
  };
  const recorded = await db.query<{ status: string }>('select private.record_certification($1, $2, $3::jsonb, null) as status', [
    target.document,
    target.id,
    JSON.stringify(stored),
  ]);
  return recorded.rows[0]?.status ?? 'missing';
}

/** Marks the document refused with the service's reason (shown to staff). */
export async function recordRefused(db: Queryable, target: CertificationTarget, reason: string): Promise<string> {
  const recorded = await db.query<{ status: string }>('select private.record_certification($1, $2, null, $3) as status', [
    target.document,
    target.id,
    reason,
  ]);
  return recorded.rows[0]?.status ?? 'missing';
}

/**
 * ISO 8601 as given, or the « dd/MM/yyyy HH:mm:ss » some e-MCF modules write, read as Ouagadougou time (UTC+0).
 */
export function certificationInstant(dateTime: string): string {
  const written = /^(\d{2})\/(\d{2})\/(\d{4})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(dateTime.trim());
  if (written) {
    const [, day, month, year, hours, minutes, seconds] = written;
    return `${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`;
  }
  const parsed = new Date(dateTime);
  if (Number.isNaN(parsed.getTime())) throw new Error(`Date de certification illisible : ${dateTime}`);
  return parsed.toISOString();
}
