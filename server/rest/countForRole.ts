import type { Preferences } from './preferences';

/**
 * The count a caller gets for `Prefer: count=…` (decision 033). `planned` and `estimated` take the
 * planner's estimate, made from the table's statistics: they know every row, not the rows row-level
 * security lets the caller read, so a customer asking `count=planned` on a table of others' rows
 * learnt how many there were (PostgREST answers the same estimate). A caller under row-level
 * security (every API role but service_role, which bypasses it) gets the exact count of the rows it
 * may read instead: never more than it can see, and what `count=exact` would say.
 */
export function countForRole(count: Preferences['count'], role: string | undefined): Preferences['count'] {
  if ((count === 'planned' || count === 'estimated') && role !== 'service_role') return 'exact';
  return count;
}
