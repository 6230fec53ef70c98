import { formatArrayLiteral } from './arrayLiteral';
import { unknownColumn } from './errors';
import { binaryOperators, ftsOperators, type Condition, type Filter, type QuantifiableOperator } from './filterParser';
import type { OrderTerm } from './orderParser';
import type { ParsedQuery } from './queryParams';
import { embedJoin } from './embedJoin';
import type { SchemaCache } from './schemaTypes';
import { functionSql, quoteIdent, rowValue, type EmbedPlan, type NodePlan } from './sqlPlan';
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
  /** Reads how many rows the upsert before it inserted (its `inserted` column), for 201 against 200. */
  readsInserted?: true;
}

/** db-max-rows: no request gets more rows than this, whatever it asks. */
export const maxRows = 1000;

export interface ReadOptions {
  /** Prefer: count=…; RPC calls count exactly whatever is asked. */
  count?: 'exact' | 'planned' | 'estimated';
  single: boolean;
  stripNulls: boolean;
  /** Accept: text/csv: the body is CSV (a header line, then one line per row), as PostgREST writes it. */
  csv?: boolean;
  /** Root offset and limit from the Range header, when the query string gives none. */
  rangeOffset?: number;
  rangeLimit?: number;
}

export class Builder {
  readonly params: unknown[] = [];

  constructor(
    readonly schema: SchemaCache,
    readonly query: ParsedQuery,
  ) {}

  param(value: unknown, cast?: string): string {
    this.params.push(value);
    return `$${this.params.length}${cast ? `::${cast}` : ''}`;
  }

  field(node: NodePlan, field: FieldRef): string {
    let sql = `${node.alias}.${quoteIdent(field.column)}`;
    if (!node.source.columns.has(field.column)) {
      // A computed field: a function of the row, named like a column (never part of `*`, as PostgREST).
      const computed = node.source.table?.computedFields?.get(field.column);
      if (!computed) throw unknownColumn(field.column, node.source.label);
      sql = `${functionSql(computed)}(${rowValue(node)})`;
    }
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
        // An empty embedding `rel()` only filters: no key in the output, as PostgREST.
        if (!isEmptyEmbed(embed.node)) parts.push(`(${this.embedSubquery(node, embed)}) as ${quoteIdent(embed.outputName)}`);
      }
    }
    return parts.length ? parts.join(', ') : `${node.alias}.*`;
  }

  embedSubquery(parent: NodePlan, embed: EmbedPlan): string {
    const child = embed.node;
    const join = embedJoin(parent, embed);
    const where = whereSql([...join.conditions, ...this.where(child)]);
    const from = join.from;
    const row = `${child.alias}_r`;
    if (embed.relationship.toOne) {
      return `select row_to_json(${row}) from (select ${this.selectList(child)} from ${from}${where} limit 1) ${row}`;
    }
    return `select coalesce(json_agg(${row}), '[]'::json) from (select ${this.selectList(child)} from ${from}${where}${this.orderBy(child)}${this.limitOffset(child)}) ${row}`;
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
    const join = embedJoin(node, embed);
    return `exists (select 1 from ${join.from}${whereSql([...join.conditions, ...this.where(embed.node)])})`;
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

const whereSql = (conditions: string[]) => (conditions.length ? ` where ${conditions.join(' and ')}` : '');

/** Whether an embedding selects nothing, nor do the embeddings inside it (PostgREST's empty embed). */
function isEmptyEmbed(node: NodePlan): boolean {
  return node.items.every((item) => item.kind === 'embed' && isEmptyEmbed(node.embeds.get(item)!.node));
}
