import type { ParsedQuery } from './queryParams';
import type { SchemaCache } from './schemaTypes';
import type { BuiltStatement, ReadOptions } from './sqlBuilder';

/** A read as parsed and built: the query (its offset and filters are read again) and its statements. */
export interface ReadPlan {
  query: ParsedQuery;
  statements: BuiltStatement[];
}

/** Enough for every list the site and the back-office ask (pages, filters, sorts), small in memory (a few MB at most). */
const plansPerSchema = 500;
/** A longer query string is built each time rather than kept. */
const longestKey = 2_000;

/**
 * The reads already built, by everything that decides their statements: the request
 * target (path and query string) and the read options from its headers, per schema
 * cache, so a schema reload forgets them. The same list asked again (a catalogue
 * page, a back-office list) skips parsing and building. Statements hold values, never
 * the caller: the role and claims travel apart (runAs), and checkPatterns still runs
 * for each caller. Least recently used plans go first.
 */
export class ReadPlans {
  private readonly bySchema = new WeakMap<SchemaCache, Map<string, ReadPlan>>();

  plan(schema: SchemaCache, target: string, options: ReadOptions, build: () => ReadPlan): ReadPlan {
    if (target.length > longestKey) return build();
    const key = `${options.count ?? ''}|${options.single ? 1 : 0}${options.stripNulls ? 1 : 0}${options.csv ? 1 : 0}|${options.rangeOffset ?? ''}|${options.rangeLimit ?? ''}|${target}`;
    let plans = this.bySchema.get(schema);
    if (!plans) this.bySchema.set(schema, (plans = new Map()));
    const known = plans.get(key);
    if (known) {
      // Most recent last: a Map keeps insertion order.
      plans.delete(key);
      plans.set(key, known);
      return known;
    }
    const built = build();
    if (plans.size >= plansPerSchema) plans.delete(plans.keys().next().value!);
    plans.set(key, built);
    return built;
  }
}
