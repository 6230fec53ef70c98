import type { Database } from '../db/types';
import { markFailed, markSent } from '../mail/outboxQueries';
import type { Certifier } from './certifier';
import type { CertificationTarget } from './certificationRequest';
import { certifyDocument } from './certifyDocument';

/**
 * The outbox's 'certification' channel (decision 062). Written on the outbox code of the day: when the
 * outbox has its one owner (server/outbox, runOutboxConsumer), this file becomes a `handle(row)` around
 * certifyDocument and the claim below goes.
 */
export interface CertificationWorker {
  /** Certifies whatever is due now (tests call it instead of waiting for the timer). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface CertificationRow {
  id: number;
  kind: 'certification_invoice' | 'certification_credit_note';
  invoice_id: string | null;
  credit_note_id: string | null;
  attempts: number;
  data: { number?: string };
}

const pollIntervalMs = 2_000;
const batchSize = 10;
/** As the mails' lease: a process that dies mid-call leaves the row due again after it. */
const claimLeaseSeconds = 600;

export function startCertificationWorker(options: { db: Database; certifier: Certifier; nim: string; log: (line: string) => void }): CertificationWorker {
  const { db, log } = options;
  let stopped = false;

  async function certifyDue(): Promise<void> {
    while (!stopped) {
      const rows = await claimCertificationRows(db);
      for (const row of rows) {
        const target: CertificationTarget = row.kind === 'certification_credit_note'
          ? { document: 'credit_note', id: row.credit_note_id ?? '' }
          : { document: 'invoice', id: row.invoice_id ?? '' };
        const result = await certifyDocument(options, target, row.attempts).catch((error: unknown) => ({
          outcome: 'retry' as const,
          error: error instanceof Error ? error.message : String(error),
          delayMs: undefined,
        }));
        const number = row.data.number ?? target.id;
        if (result.outcome === 'sent') {
          await markSent(db, row.id, `Certification ${number}`);
        } else if (result.outcome === 'failed') {
          await markFailed(db, row.id, result.error, true);
          log(`[certification] ${number} refusée : ${result.error}`);
        } else if (result.delayMs !== undefined) {
          await db.query(
            `update public.notifications set last_error = left($2, 2000), next_attempt_at = now() + make_interval(secs => $3)
              where id = $1 and status = 'pending'`,
            [row.id, result.error, result.delayMs / 1000],
          );
        } else {
          await markFailed(db, row.id, result.error);
          log(`[certification] ${number} : nouvel essai plus tard (${result.error})`);
        }
      }
      if (rows.length < batchSize) return;
    }
  }

  let running: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    running = running.catch(() => undefined).then(certifyDue);
    return running;
  };
  const timer = setInterval(() => {
    flush().catch((error: unknown) => {
      if (!stopped) log(`[certification] file indisponible : ${error instanceof Error ? error.message : String(error)}`);
    });
  }, pollIntervalMs);
  timer.unref();

  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}

/** Due certification requests, locked with skip locked and leased as the mails are (outboxQueries.ts). */
async function claimCertificationRows(db: Database): Promise<CertificationRow[]> {
  const claimed = await db.query<CertificationRow>(
    `update public.notifications
        set next_attempt_at = now() + make_interval(secs => $2)
      where id in (
        select id from public.notifications
         where channel = 'certification' and status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at, id
         limit $1
         for update skip locked)
      returning id::integer as id, kind, invoice_id, credit_note_id, attempts, data`,
    [batchSize, claimLeaseSeconds],
  );
  return claimed.rows.sort((a, b) => a.id - b.id);
}
