import { NodePlanner } from './nodePlanner';
import type { ParsedQuery } from './queryParams';
import type { SchemaCache, Table } from './schemaTypes';
import { Builder, maxRows, type BuiltStatement, type ReadOptions } from './sqlBuilder';
import { tableSource, type Source } from './sqlPlan';

/**
 * Reads (GET on a table or view, and the rows of a function): the one statement whose row is
 * `{ total, body, page }`, plus the explain of a planned or estimated count.
 */

export function bodyExpression(rowAlias: string, options: { single: boolean; stripNulls: boolean; csv?: boolean }): string {
  if (options.csv) return csvBody(rowAlias);
  let json = `coalesce(json_agg(${rowAlias}), '[]'::json)`;
  if (options.single) json = `(json_agg(${rowAlias}) -> 0)`;
  if (options.stripNulls) json = `json_strip_nulls(${json})`;
  return `${json}::text`;
}

/**
 * CSV as PostgREST writes it: the columns' names from the first row, then each row as PostgreSQL
 * writes a record without its parentheses (a value quoted when it holds a comma, a quote, a space
 * or a parenthesis; null as nothing), lines joined by a newline. No row: an empty header line.
 */
function csvBody(rowAlias: string): string {
  const firstRow = `(select pgrst_row from json_array_elements(json_agg(${rowAlias})) pgrst_row limit 1)`;
  const header = `coalesce((select string_agg(pgrst_key, ',') from json_object_keys(${firstRow}) pgrst_key), '')`;
  const lines = `coalesce(string_agg(substring(${rowAlias}::text, 2, length(${rowAlias}::text) - 2), chr(10)), '')`;
  return `${header} || chr(10) || ${lines}`;
}

/**
 * PostgREST's three counts: exact counts every row; estimated counts exactly up to maxRows and
 * past that takes the planner's estimate (when larger); planned takes the estimate alone.
 */
function countExpression(from: string, whereSql: string, count: ReadOptions['count']): string {
  if (count === 'exact') return `(select count(*) from ${from}${whereSql})::int`;
  if (count === 'estimated') return `(select count(*) from (select 1 from ${from}${whereSql} limit ${maxRows + 1}) pgrst_counted)::int`;
  return 'null::int';
}

/** The read, then (for planned and estimated counts) the explain whose estimate may become the total. */
function readStatements(builder: Builder, source: Source, options: ReadOptions): BuiltStatement[] {
  const planner = new NodePlanner(builder.schema, builder.query);
  const node = planner.plan(source, builder.query.select);
  planner.checkPaths();
  const where = builder.where(node);
  // The explain takes only the filters' parameters: one it does not use would have no type.
  const filterParams = [...builder.params];
  const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
  const from = source.from(node.alias);
  const total = countExpression(from, whereSql, options.count);
  const rows = `select ${builder.selectList(node)} from ${from}${whereSql}${builder.orderBy(node)}${builder.limitOffset(node, options.rangeOffset, options.rangeLimit, maxRows)}`;
  const row = `${node.alias}_r`;
  const read = {
    sql: `select ${total} as total, ${bodyExpression(row, options)} as body, count(${row})::int as page from (${rows}) ${row}`,
    params: builder.params,
  };
  if (options.count !== 'planned' && options.count !== 'estimated') return [read];
  return [read, { sql: `explain (format json) select 1 from ${from}${whereSql}`, params: filterParams, plannedTotal: options.count }];
}

export function readStatement(builder: Builder, source: Source, options: ReadOptions): BuiltStatement {
  return readStatements(builder, source, options)[0];
}

/** GET on a table or view: the read, and the explain of a planned or estimated count. */
export function buildRead(schema: SchemaCache, table: Table, query: ParsedQuery, options: ReadOptions): BuiltStatement[] {
  return readStatements(new Builder(schema, query), tableSource(table), options);
}

