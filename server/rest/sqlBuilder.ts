import { formatArrayLiteral } from './arrayLiteral';
import { RestError, unknownColumn } from './errors';
import { binaryOperators, ftsOperators, type Condition, type Filter, type QuantifiableOperator } from './filterParser';
import type { OrderTerm } from './orderParser';
import type { ParsedQuery } from './queryParams';
import { findRelationship } from './relationships';
import type { Column, DbFunction, Relationship, SchemaCache, Table } from './schemaCache';
import type { SelectItem } from './selectParser';
import { fieldOutputName, type FieldRef } from './syntax';

/**
 * The one place where SQL is written. Identifiers come only from the schema
 * cache (quoted), values only as bind parameters. Every statement returns one
 * row `{ total, body, page }`: the optional exact count, the JSON body already
 * serialised by PostgreSQL, and the number of rows in it.
 */
export interface BuiltStatement {
  sql: string;
  params: unknown[];
  /**
   * An `explain (format json)` of the rows a count would count: its planner estimate becomes the
   * total (Prefer: count=planned), or replaces an exact count that passed maxRows (count=estimated).
   */
  plannedTotal?: 'planned' | 'estimated';
}

/** db-max-rows: no request gets more rows than this, whatever it asks. */
export const maxRows = 1000;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const tableSql = (table: Table) => `${quoteIdent(table.schema ?? 'public')}.${quoteIdent(table.name)}`;

/** Where rows come from: a table or view, or the result of a function call. */
interface Source {
  label: string;
  columns: Map<string, Column>;
  /** For embedding from it. */
  table?: Table;
  from(alias: string): string;
}

export interface ReadOptions {
  /** Prefer: count=…; RPC calls count exactly whatever is asked. */
  count?: 'exact' | 'planned' | 'estimated';
  single: boolean;
  stripNulls: boolean;
  /** Root offset and limit from the Range header, when the query string gives none. */
  rangeOffset?: number;
  rangeLimit?: number;
}

interface EmbedPlan {
  outputName: string;
  relationship: Relationship;
  inner: boolean;
  node: NodePlan;
}

interface NodePlan {
  source: Source;
  alias: string;
  path: string;
  items: SelectItem[];
  embeds: Map<SelectItem, EmbedPlan>;
}

class Builder {
  readonly params: unknown[] = [];
  private aliases = 0;
  private readonly usedPaths = new Set<string>(['']);

  constructor(
    readonly schema: SchemaCache,
    readonly query: ParsedQuery,
  ) {}

  param(value: unknown, cast?: string): string {
    this.params.push(value);
    return `$${this.params.length}${cast ? `::${cast}` : ''}`;
  }

  alias(): string {
    return `t${this.aliases++}`;
  }

  /** Checks every embedding and its relationship, depth first. */
  plan(source: Source, items: SelectItem[], path: string, alias = this.alias()): NodePlan {
    const node: NodePlan = { source, alias, path, items, embeds: new Map() };
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      if (!source.table) throw new RestError(400, 'PGRST200', `Could not find a relationship from '${source.label}' to '${item.name}' in the schema cache`);
      const { relationship, target } = findRelationship(this.schema, source.table, item.name, item.hint);
      const outputName = item.alias ?? item.name;
      const childPath = path ? `${path}.${outputName}` : outputName;
      this.usedPaths.add(childPath);
      const child = this.plan(tableSource(target), item.items, childPath);
      node.embeds.set(item, { outputName, relationship, inner: item.inner, node: child });
    }
    return node;
  }

  /** Filters, orders or limits naming an embedding that the select does not have: PGRST108. */
  checkPaths(): void {
    for (const map of [this.query.filters, this.query.order, this.query.limit, this.query.offset]) {
      for (const path of map.keys()) {
        if (!this.usedPaths.has(path)) {
          throw new RestError(400, 'PGRST108', `'${path}' is not an embedded resource in this request`, null, `Verify that '${path}' is included in the 'select' query parameter.`);
        }
      }
    }
  }

  field(node: NodePlan, field: FieldRef): string {
    if (!node.source.columns.has(field.column)) throw unknownColumn(field.column, node.source.label);
    let sql = `${node.alias}.${quoteIdent(field.column)}`;
    for (const step of field.path) {
      sql += /^-?\d+$/.test(step.key) ? `${step.arrow}${this.param(Number(step.key), 'int')}` : `${step.arrow}${this.param(step.key, 'text')}`;
    }
    return sql;
  }

  selectList(node: NodePlan): string {
    const parts: string[] = [];
    for (const item of node.items) {
      if (item.kind === 'star') parts.push(`${node.alias}.*`);
      else if (item.kind === 'field') {
        const cast = item.cast ? `::${item.cast}` : '';
        parts.push(`${this.field(node, item.field)}${cast} as ${quoteIdent(item.alias ?? fieldOutputName(item.field))}`);
      } else {
        const embed = node.embeds.get(item)!;
        parts.push(`(${this.embedSubquery(node, embed)}) as ${quoteIdent(embed.outputName)}`);
      }
    }
    return parts.length ? parts.join(', ') : `${node.alias}.*`;
  }

  joinCondition(parent: NodePlan, embed: EmbedPlan): string {
    const rel = embed.relationship;
    return rel.columns
      .map((column, i) => `${embed.node.alias}.${quoteIdent(rel.targetColumns[i])} = ${parent.alias}.${quoteIdent(column)}`)
      .join(' and ');
  }

  embedSubquery(parent: NodePlan, embed: EmbedPlan): string {
    const child = embed.node;
    const where = [this.joinCondition(parent, embed), ...this.where(child)].join(' and ');
    const from = child.source.from(child.alias);
    const row = `${child.alias}_r`;
    if (embed.relationship.toOne) {
      return `select row_to_json(${row}) from (select ${this.selectList(child)} from ${from} where ${where} limit 1) ${row}`;
    }
    return `select coalesce(json_agg(${row}), '[]'::json) from (select ${this.selectList(child)} from ${from} where ${where}${this.orderBy(child)}${this.limitOffset(child)}) ${row}`;
  }

  /** The node's own filters, plus `exists` for its !inner embeddings. */
  where(node: NodePlan): string[] {
    const clauses = (this.query.filters.get(node.path) ?? []).map((filter) => this.filter(node, filter));
    for (const embed of node.embeds.values()) {
      if (embed.inner) clauses.push(this.exists(node, embed));
    }
    return clauses;
  }

  exists(node: NodePlan, embed: EmbedPlan): string {
    const where = [this.joinCondition(node, embed), ...this.where(embed.node)].join(' and ');
    return `exists (select 1 from ${embed.node.source.from(embed.node.alias)} where ${where})`;
  }

  filter(node: NodePlan, filter: Filter): string {
    if (filter.kind === 'logic') {
      const joined = filter.children.length
        ? `(${filter.children.map((child) => this.filter(node, child)).join(` ${filter.op} `)})`
        : filter.op === 'and' ? 'true' : 'false';
      return filter.negated ? `not ${joined}` : joined;
    }
    const sql = this.condition(node, filter);
    return filter.negated ? `not (${sql})` : sql;
  }

  condition(node: NodePlan, condition: Condition): string {
    const embedFilter = this.embedNullFilter(node, condition);
    if (embedFilter) return embedFilter;
    const lhs = this.field(node, condition.field);
    if ('quantifier' in condition) return this.quantified(lhs, condition.op, condition.quantifier, condition.values);
    switch (condition.op) {
      case 'in':
        return condition.values.length ? `${lhs} in (${condition.values.map((value) => this.param(value)).join(', ')})` : 'false';
      case 'is':
        return `${lhs} is ${condition.value === 'not_null' ? 'not null' : condition.value}`;
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        const config = condition.config ? `${this.param(condition.config, 'regconfig')}, ` : '';
        const column = node.source.columns.get(condition.field.column);
        const vector = column?.type === 'tsvector' && condition.field.path.length === 0 ? lhs : `to_tsvector(${config}${lhs}::text)`;
        return `${vector} @@ ${ftsOperators[condition.op]}(${config}${this.param(condition.value, 'text')})`;
      }
      case 'like':
      case 'ilike':
        return `${lhs}::text ${binaryOperators[condition.op]} ${this.param(condition.value.replace(/\*/g, '%'), 'text')}`;
      case 'match':
      case 'imatch':
        return `${lhs}::text ${binaryOperators[condition.op]} ${this.param(condition.value, 'text')}`;
      case 'ov': {
        // ov.(a,b) on an array column is the list {a,b} (PostgREST's docs show both); on a range
        // column (a,b) is a range with exclusive bounds and is kept as it is.
        const column = node.source.columns.get(condition.field.column);
        const arrayColumn = column?.type.endsWith('[]') && condition.field.path.length === 0;
        const value = arrayColumn && /^\(.*\)$/s.test(condition.value) ? `{${condition.value.slice(1, -1)}}` : condition.value;
        return `${lhs} && ${this.param(value)}`;
      }
      default:
        return `${lhs} ${binaryOperators[condition.op]} ${this.param(condition.value)}`;
    }
  }

  /**
   * `col like any($1)`: the list travels as one array literal rebuilt from the parsed elements, left
   * untyped for eq/gt/… so PostgreSQL reads it as an array of the column's type (as PostgREST does),
   * text[] for the pattern operators, which compare the column as text like their unquantified forms.
   */
  quantified(lhs: string, op: QuantifiableOperator, quantifier: 'any' | 'all', values: Array<string | null>): string {
    const likeOperator = op === 'like' || op === 'ilike';
    const textual = likeOperator || op === 'match' || op === 'imatch';
    const elements = likeOperator ? values.map((value) => value?.replace(/\*/g, '%') ?? null) : values;
    const list = this.param(formatArrayLiteral(elements), textual ? 'text[]' : undefined);
    return `${textual ? `${lhs}::text` : lhs} ${binaryOperators[op]} ${quantifier}(${list})`;
  }

  /** `rel=is.null` / `rel=not.is.null` on an embedding: rows without / with a related row. */
  embedNullFilter(node: NodePlan, condition: Condition): string | undefined {
    if (condition.op !== 'is' || condition.field.path.length || node.source.columns.has(condition.field.column)) return undefined;
    const embed = [...node.embeds.values()].find((candidate) => candidate.outputName === condition.field.column);
    if (!embed || (condition.value !== 'null' && condition.value !== 'not_null')) return undefined;
    const exists = this.exists(node, embed);
    return condition.value === 'null' ? `not ${exists}` : exists;
  }

  orderBy(node: NodePlan): string {
    const terms = this.query.order.get(node.path);
    if (!terms?.length) return '';
    return ` order by ${terms.map((term: OrderTerm) => `${this.field(node, term.field)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`).join(', ')}`;
  }

  limitOffset(node: NodePlan, fallbackOffset?: number, fallbackLimit?: number, cap?: number): string {
    let limit = this.query.limit.get(node.path) ?? fallbackLimit;
    if (cap !== undefined) limit = Math.min(limit ?? cap, cap);
    const offset = this.query.offset.get(node.path) ?? fallbackOffset;
    return `${limit !== undefined ? ` limit ${this.param(limit, 'bigint')}` : ''}${offset ? ` offset ${this.param(offset, 'bigint')}` : ''}`;
  }
}

export function tableSource(table: Table): Source {
  return { label: table.name, columns: table.columns, table, from: (alias) => `${tableSql(table)} ${alias}` };
}

function bodyExpression(rowAlias: string, options: { single: boolean; stripNulls: boolean }): string {
  let json = `coalesce(json_agg(${rowAlias}), '[]'::json)`;
  if (options.single) json = `(json_agg(${rowAlias}) -> 0)`;
  if (options.stripNulls) json = `json_strip_nulls(${json})`;
  return `${json}::text`;
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
  const node = builder.plan(source, builder.query.select, '');
  builder.checkPaths();
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

function readStatement(builder: Builder, source: Source, options: ReadOptions): BuiltStatement {
  return readStatements(builder, source, options)[0];
}

/** GET on a table or view: the read, and the explain of a planned or estimated count. */
export function buildRead(schema: SchemaCache, table: Table, query: ParsedQuery, options: ReadOptions): BuiltStatement[] {
  return readStatements(new Builder(schema, query), tableSource(table), options);
}

export interface MutationOptions {
  /** false for return=minimal: no RETURNING, so SELECT policies do not apply. */
  representation: boolean;
  single: boolean;
  stripNulls: boolean;
  count: boolean;
}

/**
 * Wraps data-modifying statements so their rows come back shaped by `select=`
 * and embeddings. `ctes` defines `pgrst_mutated`.
 */
function representation(builder: Builder, table: Table, ctes: string, options: MutationOptions): BuiltStatement {
  const cte: Source = { label: table.name, columns: table.columns, table, from: (alias) => `pgrst_mutated ${alias}` };
  const node = builder.plan(cte, builder.query.select, '');
  builder.checkPaths();
  const row = `${node.alias}_r`;
  return {
    sql: `with ${ctes} select null::int as total, ${bodyExpression(row, options)} as body, count(${row})::int as page from (select ${builder.selectList(node)} from pgrst_mutated ${node.alias}) ${row}`,
    params: builder.params,
  };
}

function mutation(builder: Builder, table: Table, sql: string, options: MutationOptions, returning = '*'): BuiltStatement {
  if (!options.representation) return { sql, params: builder.params };
  return representation(builder, table, `pgrst_mutated as (${sql} returning ${returning})`, options);
}

function checkBodyColumns(table: Table, columns: Iterable<string>): string[] {
  const list = [...columns];
  for (const column of list) {
    if (!table.columns.has(column)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
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
      throw new RestError(400, '22P02', `invalid input syntax for type ${column.type}: a JSON ${kind}`, `Column '${name}' of '${table.name}' takes a ${column.type} value, not a JSON ${kind}`);
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
  if (query.onConflict) checkBodyColumns(table, query.onConflict);
  const insertSql = (builder: Builder, columns: string[], groupRows: Array<Record<string, unknown>>) => {
    const list = columns.map(quoteIdent).join(', ');
    let sql = `insert into ${tableSql(table)} ${columns.length ? `(${list}) ` : ''}select ${list} from json_populate_recordset(null::${tableSql(table)}, ${builder.param(JSON.stringify(groupRows), 'json')})`;
    if (options.resolution) {
      if (!conflict.length) throw new RestError(400, 'PGRST204', `'${table.name}' has no primary key: give on_conflict`);
      // The other given columns; a body of conflict columns only sets those (to the same values) rather
      // than doing nothing, so the existing row is returned, as PostgREST (which sets every given column).
      const others = columns.filter((column) => !conflict.includes(column));
      const updates = others.length ? others : columns;
      sql += ` on conflict (${conflict.map(quoteIdent).join(', ')}) `;
      sql += options.resolution === 'ignore-duplicates' || !updates.length
        ? 'do nothing'
        : `do update set ${updates.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')}`;
    }
    return sql;
  };
  const groupList = [...groups.values()];
  if (!options.representation) {
    return groupList.map((group) => {
      const builder = new Builder(schema, query);
      return { sql: insertSql(builder, group.columns, group.rows), params: builder.params };
    });
  }
  const builder = new Builder(schema, query);
  const statements = groupList.map((group) => insertSql(builder, group.columns, group.rows));
  if (statements.length === 1) return [mutation(builder, table, statements[0], options)];
  // Rows with different keys: one insert per group, each in its own CTE, their rows joined for the answer.
  const ctes = statements.map((sql, i) => `pgrst_insert_${i} as (${sql} returning *)`);
  const unioned = statements.map((_, i) => `select * from pgrst_insert_${i}`).join(' union all ');
  return [representation(builder, table, `${ctes.join(', ')}, pgrst_mutated as (${unioned})`, options)];
}

/** PATCH: the body's keys set from json_populate_record, on the rows the filters match. */
export function buildUpdate(schema: SchemaCache, table: Table, query: ParsedQuery, body: Record<string, unknown>, options: MutationOptions): BuiltStatement {
  const columns = checkBodyColumns(table, Object.keys(body));
  checkBodyValues(schema, table, [body]);
  const builder = new Builder(schema, query);
  const node = builder.plan(tableSource(table), [], '');
  const where = builder.where(node);
  const values = builder.param(JSON.stringify(body), 'json');
  const set = columns.map((column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`).join(', ');
  const sql = `update ${tableSql(table)} ${node.alias} set ${set} from json_populate_record(null::${tableSql(table)}, ${values}) pgrst_body${where.length ? ` where ${where.join(' and ')}` : ''}`;
  return mutation(builder, table, sql, options, `${node.alias}.*`);
}

/** DELETE on the rows the filters match. */
export function buildDelete(schema: SchemaCache, table: Table, query: ParsedQuery, options: MutationOptions): BuiltStatement {
  const builder = new Builder(schema, query);
  const node = builder.plan(tableSource(table), [], '');
  const where = builder.where(node);
  const sql = `delete from ${tableSql(table)} ${node.alias}${where.length ? ` where ${where.join(' and ')}` : ''}`;
  return mutation(builder, table, sql, options);
}

/** Whether a request's filters are empty: PATCH and DELETE without any are refused. */
export function hasRootFilters(query: ParsedQuery): boolean {
  return (query.filters.get('')?.length ?? 0) > 0;
}

export type RpcArgs = Record<string, unknown>;

/**
 * A function call. Arguments travel as one JSON object read by json_to_record
 * with the function's own argument types, then passed by name.
 */
export function buildRpc(schema: SchemaCache, fn: DbFunction, args: RpcArgs, singleObject: unknown, query: ParsedQuery, options: ReadOptions & { count?: 'exact' }): BuiltStatement {
  const builder = new Builder(schema, query);
  const fnSql = `${quoteIdent(fn.schema ?? 'public')}.${quoteIdent(fn.name)}`;
  let call: string;
  let argsFrom = '';
  if (singleObject !== undefined) {
    call = `${fnSql}(${builder.param(JSON.stringify(singleObject), fn.args[0].type)})`;
  } else {
    const given = fn.args.filter((arg) => arg.name in args);
    const argsJson = builder.param(JSON.stringify(args), 'json');
    const record = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
    argsFrom = given.length ? `json_to_record(${argsJson}) as pgrst_args(${record}), lateral ` : '';
    if (!given.length) builder.params.pop();
    call = `${fnSql}(${given.map((arg) => `${quoteIdent(arg.name)} => pgrst_args.${quoteIdent(arg.name)}`).join(', ')})`;
  }
  if (!fn.returnColumns) {
    if (!fn.returnsSet) {
      const from = argsFrom ? ` from ${argsFrom.replace(/, lateral $/, '')}` : '';
      // void has no JSON form: its text cast still runs the function, and the answer has no body.
      const body = fn.returnType === 'void' ? `nullif((${call})::text, '')` : `to_json(${call})::text`;
      return { sql: `select null::int as total, ${body} as body, 1 as page${from}`, params: builder.params };
    }
    const row = 't0_r';
    const limits = builder.limitOffset({ source: { label: fn.name, columns: new Map(), from: () => '' }, alias: 't0', path: '', items: [], embeds: new Map() }, options.rangeOffset, options.rangeLimit, maxRows);
    const total = options.count ? `(select count(*) from ${argsFrom}${call} t0)::int` : 'null::int';
    return {
      sql: `select ${total} as total, coalesce(json_agg(${row}.value), '[]'::json)::text as body, count(${row})::int as page from (select t0.value from ${argsFrom}${call} as t0(value)${limits}) ${row}`,
      params: builder.params,
    };
  }
  const returnTable = fn.returnTable ? schema.tables.get(fn.returnTable) : undefined;
  const source: Source = { label: fn.name, columns: fn.returnColumns, table: returnTable, from: (alias) => `${argsFrom}${call} ${alias}` };
  return readStatement(builder, source, { ...options, single: options.single || !fn.returnsSet });
}
