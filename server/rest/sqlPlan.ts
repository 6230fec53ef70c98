import type { Column, DbFunction, Relationship, Table } from './schemaTypes';
import type { SelectItem } from './selectParser';

/**
 * The shapes of a read's plan, between the parsed request and its SQL (PostgREST's `Plan`): where rows
 * come from, each embedding with its relationship, and how identifiers are written. nodePlanner.ts
 * makes the plan; sqlBuilder.ts and embedJoin.ts build SQL from it; neither imports the other's internals.
 */

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const tableSql = (table: Pick<Table, 'schema' | 'name'>) => `${quoteIdent(table.schema ?? 'public')}.${quoteIdent(table.name)}`;

export const functionSql = (fn: DbFunction) => `${quoteIdent(fn.schema ?? 'public')}.${quoteIdent(fn.name)}`;

/** Where rows come from: a table or view, or the result of a function call. */
export interface Source {
  label: string;
  columns: Map<string, Column>;
  /** For embedding from it. */
  table?: Table;
  from(alias: string): string;
  /**
   * A row of `table` to hand to a computed field or relationship; the alias itself when the rows
   * are the table's own, a conversion when they come from a CTE of its columns.
   */
  rowValue?(alias: string): string;
}

export interface EmbedPlan {
  outputName: string;
  relationship: Relationship;
  inner: boolean;
  node: NodePlan;
}

export interface NodePlan {
  source: Source;
  alias: string;
  path: string;
  items: SelectItem[];
  embeds: Map<SelectItem, EmbedPlan>;
}

export function tableSource(table: Table): Source {
  return { label: table.name, columns: table.columns, table, from: (alias) => `${tableSql(table)} ${alias}` };
}

/** The node's current row, as its table's row type. */
export const rowValue = (node: NodePlan) => node.source.rowValue?.(node.alias) ?? node.alias;
