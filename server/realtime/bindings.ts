import pg from 'pg';
import type { Database } from '../db/types';
import { limits } from './limits';

/** The row events a subscriber may ask for; `*` is all of them. */
export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';
const listenEvents = ['INSERT', 'UPDATE', 'DELETE', '*'] as const;
type ListenEvent = (typeof listenEvents)[number];

/** PostgREST-style comparisons a subscription's filter may use, as hosted Realtime accepts them. */
const filterOperators = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=', in: 'in' } as const;
type FilterOperator = keyof typeof filterOperators;

export interface RowFilter {
  column: string;
  operator: FilterOperator;
  /** One value, or the list of `in.(…)`. */
  values: string[];
}

/** One `postgres_changes` binding of a channel, with the id the join reply gives it. */
export interface ChangeBinding {
  id: number;
  event: ListenEvent;
  schema: string;
  /** Absent or `*`: every table of the schema. */
  table?: string;
  filter?: RowFilter;
  /** What the client sent, echoed in the join reply: realtime-js compares it to its own bindings. */
  echo: { event: string; schema: string; table?: string; filter?: string };
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** A refusal of a join, in words realtime-js shows the subscriber (its `reason`). */
export class BindingError extends Error {}

/** `status=eq.pending`, `id=in.(1,2)`: the column, the operator and the values. */
export function parseFilter(text: string): RowFilter {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(text);
  if (!match || !identifier.test(match[1]) || !(match[2] in filterOperators)) throw new BindingError(`Unable to parse the filter ${JSON.stringify(text)}`);
  const operator = match[2] as FilterOperator;
  if (operator !== 'in') return { column: match[1], operator, values: [match[3]] };
  const list = /^\((.*)\)$/s.exec(match[3]);
  if (!list) throw new BindingError(`Unable to parse the filter ${JSON.stringify(text)}`);
  const values = list[1].split(',').map((value) => value.trim().replace(/^"(.*)"$/s, '$1'));
  if (values.length > limits.valuesPerFilter) throw new BindingError('Too many values in the filter');
  return { column: match[1], operator, values };
}

/** The bindings of a join's `config.postgres_changes`, numbered from nextId; a malformed one refuses the join. */
export function parseBindings(config: unknown, nextId: () => number): ChangeBinding[] {
  const asked = (config as { postgres_changes?: unknown } | undefined)?.postgres_changes ?? [];
  if (!Array.isArray(asked)) throw new BindingError('postgres_changes must be a list');
  if (asked.length > limits.bindingsPerChannel) throw new BindingError(`At most ${limits.bindingsPerChannel} postgres_changes per channel`);
  return asked.map((entry: Record<string, unknown>) => {
    const event = typeof entry?.event === 'string' ? entry.event.toUpperCase() : '';
    if (!(listenEvents as readonly string[]).includes(event)) throw new BindingError(`Unknown event ${JSON.stringify(entry?.event)}`);
    const schema = entry.schema;
    if (typeof schema !== 'string' || !identifier.test(schema)) throw new BindingError('A postgres_changes binding needs a schema');
    const table = entry.table === undefined || entry.table === null || entry.table === '*' ? undefined : entry.table;
    if (table !== undefined && (typeof table !== 'string' || !identifier.test(table))) throw new BindingError(`Unknown table ${JSON.stringify(entry.table)}`);
    const filterText = typeof entry.filter === 'string' && entry.filter !== '' ? entry.filter : undefined;
    if (filterText !== undefined && table === undefined) throw new BindingError('A filter needs a table');
    return {
      id: nextId(),
      event: event as ListenEvent,
      schema,
      table,
      filter: filterText === undefined ? undefined : parseFilter(filterText),
      echo: { event: entry.event as string, schema, table: entry.table as string | undefined, filter: entry.filter as string | undefined },
    };
  });
}

/** Refuses a join naming a table or a filter column that does not exist (read from the catalogue, not as the subscriber). */
export async function checkBindingsExist(db: Database, bindings: ChangeBinding[]): Promise<void> {
  for (const binding of bindings) {
    if (binding.table === undefined) continue;
    const found = await db.query<{ has_column: boolean | null }>(
      `select (select true from pg_catalog.pg_attribute where attrelid = c.oid and attname = $3 and attnum > 0 and not attisdropped) as has_column
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [binding.schema, binding.table, binding.filter?.column ?? ''],
    );
    if (found.rows.length === 0) throw new BindingError(`Unable to subscribe to changes of ${binding.schema}.${binding.table}: no such table`);
    if (binding.filter && !found.rows[0].has_column) throw new BindingError(`Unable to subscribe: ${binding.table} has no column ${binding.filter.column}`);
  }
}

/** Whether a change of this table and kind is one the binding asked for. */
export function bindingMatches(binding: ChangeBinding, schema: string, table: string, type: ChangeEvent): boolean {
  return binding.schema === schema && (binding.table === undefined || binding.table === table) && (binding.event === '*' || binding.event === type);
}

/** The binding's filter as a SQL condition on alias `t`, its values as parameters from $firstParam. */
export function filterSql(filter: RowFilter, firstParam: number): { sql: string; params: unknown[] } {
  const column = `t.${pg.escapeIdentifier(filter.column)}`;
  if (filter.operator === 'in') return { sql: `${column}::text = any($${firstParam}::text[])`, params: [filter.values] };
  // Compared in the column's own type: the untyped parameter takes it, so `lt` on a number or a date orders as one.
  return { sql: `${column} ${filterOperators[filter.operator]} $${firstParam}`, params: [filter.values[0]] };
}
