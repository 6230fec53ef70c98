import type { Queryable } from '../db/types';
import type { OutboxOutcome } from '../outbox';
import { CertificationRefused, CertifierUnavailable, type Certifier } from './certifier';
import { loadDocumentToCertify, type CertificationTarget } from './certificationRequest';
import { recordCertified, recordRefused } from './recordCertification';

/** What the outbox does with the row afterwards (the outbox consumer's contract, server/outbox). */
export type CertificationOutcome = Extract<OutboxOutcome, { outcome: 'sent' | 'retry' | 'failed' }>;

export interface CertificationDeps {
  db: Queryable;
  certifier: Certifier;
  /** The module's number sent with each request (SECEF_NIM, or the test certifier's). */
  nim: string;
}

/** A credit note waits this long before asking again whether its invoice is certified. */
const waitForInvoiceMs = 60_000;

/**
 * One certification request of the outbox: sends the document, records the answer. Before any retry
 * (attempts > 0) the service is asked whether the number is already certified, so an answer lost on the
 * way never makes a second certification.
 */
export async function certifyDocument(deps: CertificationDeps, target: CertificationTarget, attempts: number): Promise<CertificationOutcome> {
  const document = await loadDocumentToCertify(deps.db, target, deps.nim);
  if (!document) return { outcome: 'failed', error: 'Document introuvable.' };
  if (document.status === 'certified') return { outcome: 'sent' };
  if (document.invoice && document.invoice.status !== 'certified') {
    return { outcome: 'retry', error: `La facture ${document.invoice.number} n'est pas encore certifiée.`, delayMs: waitForInvoiceMs };
  }
  try {
    const already = attempts > 0 ? await deps.certifier.findCertified(document.number) : null;
    const answer = already ?? (await deps.certifier.certify(document.request));
    await recordCertified(deps.db, target, answer);
    return { outcome: 'sent' };
  } catch (error) {
    if (error instanceof CertificationRefused) {
      await recordRefused(deps.db, target, error.reason);
      return { outcome: 'failed', error: error.reason };
    }
    if (error instanceof CertifierUnavailable) return { outcome: 'retry', error: error.message };
    throw error;
  }
}
