import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import type { OutboxConsumer } from '../outbox';
import type { CertificationTarget } from './certificationRequest';
import { certifyDocument } from './certifyDocument';
import { chooseCertifier, type TestCertifierPlace } from './chooseCertifier';
import { TestSecef } from './testSecef';

export interface CertificationConsumerContext {
  config: ServerConfig;
  db: Database;
  /** Where the test certifier answers when no e-MCF module is configured (in process when not said). */
  testCertifier?: TestCertifierPlace;
  log: (line: string) => void;
}

/**
 * The outbox's 'certification' channel (decision 062): each row asks to certify one invoice or credit note;
 * the SECeF's answer is written on the document, a refusal too (the row is then given up: staff correct and
 * certify again), and a network failure or a 5xx is tried again with the outbox's back-off.
 */
export function certificationConsumer(ctx: CertificationConsumerContext): OutboxConsumer {
  const { certifier, nim } = chooseCertifier(ctx.config, ctx.testCertifier ?? { inProcess: new TestSecef() });
  return {
    name: 'certification',
    channel: 'certification',
    batchSize: 10,
    intervalMs: 2_000,
    async handle(row) {
      if (!row.invoice_id && !row.credit_note_id) return { outcome: 'failed', error: 'Demande de certification sans facture ni avoir.' };
      const target: CertificationTarget = row.credit_note_id
        ? { document: 'credit_note', id: row.credit_note_id }
        : { document: 'invoice', id: row.invoice_id ?? '' };
      const result = await certifyDocument({ db: ctx.db, certifier, nim }, target, row.attempts);
      const number = typeof row.data.number === 'string' ? row.data.number : target.id;
      if (result.outcome === 'sent') return { outcome: 'sent', subject: `Certification ${number}` };
      ctx.log(`[certification] ${number} : ${result.outcome === 'failed' ? 'refusée' : 'nouvel essai plus tard'} (${result.error})`);
      return result;
    },
  };
}
