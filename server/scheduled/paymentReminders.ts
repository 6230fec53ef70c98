import type { Queryable } from '../db/types';
import { startPeriodicRun, type PeriodicRun } from '../outbox/periodicRun';

/**
 * Queues the payment reminders due today (private.queue_payment_reminders, decision 069): one mail (and text
 * message) per customer, each invoice's step once. `today` (YYYY-MM-DD) is the company's day unless given.
 * Returns how many customers were reminded.
 */
export async function queuePaymentReminders(db: Queryable, today?: string): Promise<number> {
  const reminded = await db.query<{ reminded: number }>(
    'select private.queue_payment_reminders(coalesce($1::date, private.company_today())) as reminded',
    [today ?? null],
  );
  return reminded.rows[0]?.reminded ?? 0;
}

const reminderIntervalMs = 15 * 60_000;
/** Reminders leave in office hours: the first run from 08:00 in Ouagadougou (UTC all year) sends the day's. */
const firstReminderHour = 8;

/**
 * Runs the reminders every quarter of an hour, from 08:00 company time: the SQL records each step and each
 * customer's day, so every run after the day's first finds nothing to send, in this process or another.
 */
export function startPaymentReminders(db: Queryable, log: (line: string) => void, firstHour = firstReminderHour): PeriodicRun {
  return startPeriodicRun(
    async () => {
      if (new Date().getUTCHours() < firstHour) return;
      await queuePaymentReminders(db);
    },
    reminderIntervalMs,
    (error) => log(`[relances] envoi des relances impossible : ${error instanceof Error ? error.message : String(error)}`),
  );
}
