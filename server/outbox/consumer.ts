import type { Database } from '../db/types';
import { claimDueRows } from './claimDueRows';
import type { OutboxChannel, OutboxOutcome, OutboxRow } from './outboxRow';
import { startPeriodicRun, type PeriodicRun } from './periodicRun';
import { recordOutcome } from './recordOutcome';

/**
 * One consumer of the outbox: the rows of its channels, and what it does with each. A new kind of
 * message (a certification, a payment check) is one of these, listed in server/outboxWorkers.ts.
 */
export interface OutboxConsumer<Batch = undefined> {
  /** The log's prefix: 'mail', 'sms' (default: the first channel). */
  name?: string;
  channel: OutboxChannel | readonly OutboxChannel[];
  /** Rows claimed at once (default 20). */
  batchSize?: number;
  /** Between two runs (default 5 s; 0: only when flushed). */
  intervalMs?: number;
  /**
   * Read once per batch, before its rows are handled, and given to each (the company's details a mail
   * shows). Throwing stops the run: the claimed rows come back when their lease ends, no attempt counted.
   */
  beforeBatch?: () => Promise<Batch>;
  /**
   * Sends one row and says how it went; the outbox records the answer (retries, back-off, giving up).
   * Throwing, rather than answering, stops the run as beforeBatch's failure does (the database is gone).
   */
  handle(row: OutboxRow, batch: Batch): Promise<OutboxOutcome>;
  /** Called once the consumer has stopped (closes a connection to the provider). */
  close?(): void;
}

export interface OutboxConsumerOptions<Batch> extends OutboxConsumer<Batch> {
  db: Database;
  /** Where a failed run is told (default: console.warn); outboxWorkers.ts passes one that LOG_LEVEL=silent quiets. */
  log?: (line: string) => void;
}

/** Batches per run: a long backlog is worked through over several ticks, not in one burst. */
const maxBatchesPerRun = 10;

/**
 * Runs a consumer: every `intervalMs` (and on flush) claims its due rows (`for update skip locked`: one
 * claim per row across processes), hands each to `handle`, records the outcome. Runs never overlap within
 * a process; several processes may run the same consumer on one database.
 */
export function runOutboxConsumer<Batch = undefined>(options: OutboxConsumerOptions<Batch>): PeriodicRun {
  const { db, handle, beforeBatch } = options;
  const channels: readonly OutboxChannel[] = typeof options.channel === 'string' ? [options.channel] : options.channel;
  const name = options.name ?? channels[0];
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? ((line: string) => console.warn(line));

  async function handleDueRows(stopped: () => boolean): Promise<void> {
    for (let batch = 0; batch < maxBatchesPerRun && !stopped(); batch += 1) {
      const rows = await claimDueRows(db, channels, batchSize);
      if (rows.length === 0) return;
      const batchContext = (beforeBatch ? await beforeBatch() : undefined) as Batch;
      for (const row of rows) await recordOutcome(db, row.id, await handle(row, batchContext));
      if (rows.length < batchSize) return;
    }
  }

  const run = startPeriodicRun(handleDueRows, options.intervalMs ?? 5_000, (error) => {
    log(`[${name}] file d'envoi indisponible : ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    flush: run.flush,
    async stop() {
      await run.stop();
      options.close?.();
    },
  };
}
