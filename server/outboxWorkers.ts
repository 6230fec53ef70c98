import { authMailTokens } from './auth/mailTokens';
import { certificationConsumer } from './certification/certificationConsumer';
import type { TestCertifierPlace } from './certification/chooseCertifier';
import type { ServerConfig } from './config';
import type { Database } from './db/types';
import type { LogoReader } from './mail/logoReader';
import { mailConsumer } from './mail/mailConsumer';
import { runOutboxConsumer } from './outbox/consumer';
import { expireOverdueRows, purgeFinishedRows } from './outbox/housekeeping';
import { startPeriodicRun, type PeriodicRun } from './outbox/periodicRun';
import { queueDueReminders } from './outbox/queueMessages';
import { startPendingPaymentCheck } from './payments/paymentsSetup';
import type { Payments } from './payments/provider';
import { expireOverdueQuotes } from './scheduled/expireOverdueQuotes';
import { startPaymentReminders } from './scheduled/paymentReminders';
import { runSupportUpkeep } from './scheduled/supportUpkeep';
import { textMessageConsumer } from './sms/textMessageConsumer';

/**
 * What the workers need: the bundled server passes its context and its Storage's logo reader; in front
 * of a hosted project (hostedProduct.ts), the project's database and its Storage over HTTP.
 */
export interface OutboxWorkersContext {
  config: ServerConfig;
  db: Database;
  /** Keys the hash of the auth codes the bundled GoTrue checks, and opens the secrets sealed in the outbox. */
  jwtSecret: string;
  readLogo: LogoReader;
  /** Where the built-in test certifier answers when no e-MCF module is configured (decision 062); in process by default. */
  testCertifier?: TestCertifierPlace;
  /** The bundled server's online payments: their pending transactions are checked with the others. */
  payments?: Payments;
}

/** The outbox's consumers and its upkeep, run together. */
export type OutboxWorkers = PeriodicRun;

const housekeepingIntervalMs = 5_000;
/** Old finished rows are deleted at the first run, then at most this often. */
const purgeIntervalMs = 3_600_000;

/**
 * Starts what works through the outbox (public.notifications, decision 056): its upkeep (finished rows
 * purged, overdue ones expired, the appointment reminders that fall due queued), the payment reminders
 * (decision 069) and one consumer per channel. Each of these may run at the same time in another process or from pg_cron (a job on a hosted
 * project): expiry and purge update and delete what is due, reminders are claimed with skip locked and
 * recorded once per appointment, rows are claimed with skip locked, so running them twice does nothing
 * twice. flush() runs the upkeep, then every consumer, once.
 */
export function startOutboxWorkers(ctx: OutboxWorkersContext): OutboxWorkers {
  const log = (line: string) => {
    if (ctx.config.logLevel !== 'silent') console.info(line);
  };
  let purgedAt = 0;
  const upkeep = startPeriodicRun(
    async () => {
      if (Date.now() - purgedAt >= purgeIntervalMs) {
        await purgeFinishedRows(ctx.db);
        await expireOverdueQuotes(ctx.db);
        await runSupportUpkeep(ctx.db);
        purgedAt = Date.now();
      }
      await expireOverdueRows(ctx.db);
      await queueDueReminders(ctx.db);
    },
    housekeepingIntervalMs,
    (error) => log(`[outbox] entretien impossible : ${error instanceof Error ? error.message : String(error)}`),
  );
  // One line per consumer: a new channel (certification, payment checks) is one more.
  const runs = [
    upkeep,
    // Before the consumers, so that flush() sends the reminders it queues.
    startPaymentReminders(ctx.db, log),
    runOutboxConsumer({ ...mailConsumer({ ...ctx, authTokens: authMailTokens(ctx.jwtSecret), log }), db: ctx.db, log }),
    runOutboxConsumer({ ...textMessageConsumer({ ...ctx, log }), db: ctx.db, log }),
    runOutboxConsumer({ ...certificationConsumer({ ...ctx, log }), db: ctx.db, log }),
    ...(ctx.payments ? [startPendingPaymentCheck(ctx, ctx.payments, log)] : []),
  ];
  return {
    async flush() {
      for (const run of runs) await run.flush();
    },
    async stop() {
      await Promise.all(runs.map((run) => run.stop()));
    },
  };
}
