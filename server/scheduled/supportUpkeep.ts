import type { Queryable } from '../db/types';

/**
 * The support desk's upkeep (decision 073): resolved requests close themselves after the reopening window
 * (private.close_resolved_support_requests), and each warranty ending within a month is told once
 * (private.queue_warranty_notices, rows claimed with skip locked and marked). Both count in days, so the
 * outbox's hourly upkeep is often enough, and any process may run them at the same time.
 */
export async function runSupportUpkeep(db: Queryable): Promise<{ closed: number; warrantyNotices: number }> {
  const closed = await db.query<{ closed: number }>('select private.close_resolved_support_requests() as closed');
  const told = await db.query<{ told: number }>('select private.queue_warranty_notices() as told');
  return { closed: closed.rows[0]?.closed ?? 0, warrantyNotices: told.rows[0]?.told ?? 0 };
}
