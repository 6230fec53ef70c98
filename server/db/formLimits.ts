import type { ServerConfig } from '../config';
import type { Queryable } from './types';

/**
 * Writes FORM_RATE_LIMIT and VITALS_RATE_LIMIT, when set, into the rules the database counts the
 * public forms by (rate_limit.rules, supabase/migrations/20261203040100): the limits live in SQL, so
 * that a hosted project applies them too; these variables are the bundled server's way to set them.
 */
export async function writeFormLimits(db: Queryable, config: Pick<ServerConfig, 'formRateLimit' | 'vitalsRateLimit'>): Promise<void> {
  const rules: [name: string, rule: ServerConfig['formRateLimit']][] = [
    ['form', config.formRateLimit],
    ['web_vitals', config.vitalsRateLimit],
  ];
  for (const [name, rule] of rules) {
    if (!rule) continue;
    await db.query(
      `update rate_limit.rules set max_count = $2, window_seconds = $3
        where name = $1 and (max_count, window_seconds) is distinct from ($2, $3)`,
      [name, rule.max, rule.windowSeconds],
    );
  }
}
