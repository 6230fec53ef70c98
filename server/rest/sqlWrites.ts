import { RestError } from './errors';
import { NodePlanner } from './nodePlanner';
import type { ParsedQuery } from './queryParams';
import type { SchemaCache, Table } from './schemaTypes';
import { Builder, type BuiltStatement } from './sqlBuilder';
import { quoteIdent, tableSource, tableSql, type Source } from './sqlPlan';
import { bodyExpression } from './sqlRead';
import type { MutationOptions, WritePlan } from './writePlan';
import { restErrors } from './restErrors';


/**
 * Wraps data-modifying statements so their rows come back shaped by `select=`
 * and embeddings. `ctes` defines `pgrst_mutated`.
 */
function representation(builder: Builder, planner: NodePlanner, table: Table, ctes: string, options: MutationOptions): BuiltStatement {
  // The CTE's rows have the table's columns but not its row type: computed fields get them converted.
  const cte: Source = { label: table.name, columns: table.columns, table, from: (alias) => `pgrst_mutated ${alias}`, rowValue: (alias) => `row(${alias}.*)::${tableSql(table)}` };
  const node = planner.plan(cte, builder.query.select);
  planner.checkPaths();
  const row = `${node.alias}_r`;
  return {
    sql: `with ${ctes} select null::int as total, ${bodyExpression(row, options)} as body, count(${row})::int as page from (select ${builder.selectList(node)} from pgrst_mutated ${node.alias}) ${row}`,
    params: builder.params,
  };
}

function mutation(builder: Builder, planner: NodePlanner, table: Table, sql: string, options: MutationOptions, returning = '*'): BuiltStatement {
  if (!options.representation) return { sql, params: builder.params };
  return representation(builder, planner, table, `pgrst_mutated as (${sql} returning ${returning})`, options);
}

function checkBodyColumns(table: Table, columns: Iterable<string>): string[] {
  const list = [...columns];
  for (const column of list) {
    if (!table.columns.has(column)) {
      throw new RestError(restErrors.columnNotFound, `Could not find the '${column}' column of '${table.name}' in the schema cache`);
    }
  }
  return list;
}

/** Whether a column of this type takes a JSON object or array as is: json, arrays, composite types. */
function takesStructuredValue(schema: SchemaCache, type: string, value: object): boolean {
  if (type === 'json' || type === 'jsonb') return true;
  if (Array.isArray(value)) return type.endsWith('[]');
  return schema.tables.has(type.replace(/^public\./, '').replace(/"/g, ''));
}

/**
 * json_populate_record would store a JSON object or array given for a text column as its JSON
 * text (and fail with a vaguer error for other types): refused with a 400 that names the column.
 */
function checkBodyValues(schema: SchemaCache, table: Table, rows: Array<Record<string, unknown>>): void {
  for (const row of rows) {
    for (const [name, value] of Object.entries(row)) {
      const column = table.columns.get(name);
      if (!column || typeof value !== 'object' || value === null || takesStructuredValue(schema, column.type, value)) continue;
      const kind = Array.isArray(value) ? 'array' : 'object';
      throw new RestError(restErrors.invalidTextRepresentation, `invalid input syntax for type ${column.type}: a JSON ${kind}`, `Column '${name}' of '${table.name}' takes a ${column.type} value, not a JSON ${kind}`);
    }
  }
}

export interface InsertOptions extends MutationOptions {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

/**
 * POST: rows go through json_populate_recordset so PostgreSQL converts every
 * JSON value to its column's type. With missing=default, rows are grouped by
 * the keys they carry so absent keys get the column default, in one statement.
 */
export function buildInsert(schema: SchemaCache, table: Table, query: ParsedQuery, rows: Array<Record<string, unknown>>, options: InsertOptions): BuiltStatement[] {
  const union = new Set<string>(query.columns ?? rows.flatMap((row) => Object.keys(row)));
  checkBodyColumns(table, union);
  checkBodyValues(schema, table, rows);
  const groups = new Map<string, { columns: string[]; rows: Array<Record<string, unknown>> }>();
  for (const row of rows) {
    const columns = options.missingDefault ? [...union].filter((column) => column in row) : [...union];
    const key = JSON.stringify(columns);
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  // An empty array still runs one insert of no rows, as PostgREST does: same privilege checks, `201 []`.
  if (!groups.size) groups.set('[]', { columns: [], rows: [] });
  const conflict = query.onConflict ?? table.primaryKey;
  // Only merge-duplicates answers 200 when nothing was inserted (PostgREST's Response.hs); ignore-duplicates stays 201.
  const countsInserted = options.resolution === 'merge-duplicates';
  if (query.onConflict) checkBodyColumns(table, query.onConflict);
  const insertSql = (builder: Builder, columns: string[], groupRows: Array<Record<string, unknown>>) => {
    const list = columns.map(quoteIdent).join(', ');
    let sql = `insert into ${tableSql(table)} ${columns.length ? `(${list}) ` : ''}select ${list} from json_populate_recordset(null::${tableSql(table)}, ${builder.param(JSON.stringify(groupRows), 'json')})`;
    if (countsInserted) sql += ` where ${insertedCounter('+')}`;
    if (options.resolution) {
      if (!conflict.length) throw new RestError(restErrors.columnNotFound, `'${table.name}' has no primary key: give on_conflict`);
      // The other given columns; a body of conflict columns only sets those (to the same values) rather
      // than doing nothing, so the existing row is returned, as PostgREST (which sets every given column).
      const others = columns.filter((column) => !conflict.includes(column));
      const updates = (others.length ? others : columns).map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
      // missing=default: a key the row lacks but others of the body carry takes its default on an
      // existing row too, as on a new one (PostgREST sets every column of the body).
      if (options.missingDefault) {
        for (const column of union) if (!columns.includes(column) && !conflict.includes(column)) updates.push(`${quoteIdent(column)} = default`);
      }
      sql += ` on conflict (${conflict.map(quoteIdent).join(', ')}) `;
      sql += options.resolution === 'ignore-duplicates' || !updates.length ? 'do nothing' : `do update set ${updates.join(', ')}${countsInserted ? ` where ${insertedCounter('-')}` : ''}`;
    }
    return sql;
  };
  const groupList = [...groups.values()];
  const writes = (): BuiltStatement[] => {
    if (!options.representation) {
      return groupList.map((group) => {
        const builder = new Builder(schema, query);
        return { sql: insertSql(builder, group.columns, group.rows), params: builder.params };
      });
    }
    const builder = new Builder(schema, query);
    const planner = new NodePlanner(schema, query);
    const statements = groupList.map((group) => insertSql(builder, group.columns, group.rows));
    if (statements.length === 1) return [mutation(builder, planner, table, statements[0], options)];
    // Rows with different keys: one insert per group, each in its own CTE, their rows joined for the answer.
    const ctes = statements.map((sql, i) => `pgrst_insert_${i} as (${sql} returning *)`);
    const unioned = statements.map((_, i) => `select * from pgrst_insert_${i}`).join(' union all ');
    return [representation(builder, planner, table, `${ctes.join(', ')}, pgrst_mutated as (${unioned})`, options)];
  };
  return countsInserted ? [...writes(), insertedCount] : writes();
}

/**
 * How PostgREST tells an upsert that inserted rows (201) from one that only updated (200): each row
 * offered to the insert adds one to a transaction-local setting, each row taken by `do update`
 * takes one away. The comparison keeps the expression a condition that always holds. No RETURNING
 * is needed, so a return=minimal upsert still asks nothing of the SELECT policies.
 */
const insertedCounter = (step: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${step} 1)::text, true) <> '${step === '+' ? '0' : '-1'}'`;

/** Read after the upsert's statements, in their transaction. */
const insertedCount: BuiltStatement = {
  sql: `select coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) as inserted`,
  params: [],
  readsInserted: true,
};

/** PATCH: the body's keys set from json_populate_record, on the rows the filters match. */
export function buildUpdate(schema: SchemaCache, table: Table, query: ParsedQuery, body: Record<string, unknown>, options: MutationOptions): BuiltStatement {
  const columns = checkBodyColumns(table, Object.keys(body));
  checkBodyValues(schema, table, [body]);
  const builder = new Builder(schema, query);
  const planner = new NodePlanner(schema, query);
  const node = planner.plan(tableSource(table), []);
  const where = builder.where(node);
  const values = builder.param(JSON.stringify(body), 'json');
  const set = columns.map((column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`).join(', ');
  const sql = `update ${tableSql(table)} ${node.alias} set ${set} from json_populate_record(null::${tableSql(table)}, ${values}) pgrst_body${where.length ? ` where ${where.join(' and ')}` : ''}`;
  return mutation(builder, planner, table, sql, options, `${node.alias}.*`);
}

/** DELETE on the rows the filters match. */
export function buildDelete(schema: SchemaCache, table: Table, query: ParsedQuery, options: MutationOptions): BuiltStatement {
  const builder = new Builder(schema, query);
  const planner = new NodePlanner(schema, query);
  const node = planner.plan(tableSource(table), []);
  const where = builder.where(node);
  const sql = `delete from ${tableSql(table)} ${node.alias}${where.length ? ` where ${where.join(' and ')}` : ''}`;
  return mutation(builder, planner, table, sql, options);
}

/** The statements of a planned write, in the order they run in its transaction. */
export function buildWrite(schema: SchemaCache, table: Table, plan: WritePlan): BuiltStatement[] {
  const { query, options, prefs } = plan;
  if (plan.kind === 'insert') return buildInsert(schema, table, query, plan.rows, { ...options, resolution: prefs.resolution, missingDefault: prefs.missingDefault });
  if (plan.kind === 'update') return [buildUpdate(schema, table, query, plan.changes, options)];
  return [buildDelete(schema, table, query, options)];
}
