/**
 * What a consumer of the outbox needs (decision 056); the statements themselves stay in this folder's
 * files, which producers (queueMessages.ts, pendingRows.ts) and the workers import directly.
 */
export type { OutboxChannel, OutboxOutcome, OutboxRow } from './outboxRow';
export { runOutboxConsumer, type OutboxConsumer, type OutboxConsumerOptions } from './consumer';
export type { PeriodicRun } from './periodicRun';
