import type { DbFunction, Table } from './schemaTypes';

/** A foreign-key constraint between two relations of one exposed schema. */
export interface ForeignKey {
  name: string;
  table: Table;
  columns: string[];
  target: Table;
  targetColumns: string[];
}

/** Which base-table column each column of a view shows unchanged. */
export interface ViewColumns {
  view: Table;
  /** View column → base table and its column. */
  columns: Map<string, { table: Table; column: string }>;
}

/**
 * Reads a view's stored query tree (`pg_rewrite.ev_action` as text). Every TARGETENTRY names its
 * output column and the base column it comes from (`:resorigtbl 0` when computed). Subqueries print
 * their own target lists before the view's own one, so a later entry of the same name wins.
 */
export function baseColumnsOfView(definition: string, byOid: Map<string, Table>, columnNames: Map<string, string>): ViewColumns['columns'] {
  const origins = new Map<string, { oid: string; attnum: string }>();
  const entry = /:resname ((?:\\.|\S)+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+)/g;
  for (const match of definition.matchAll(entry)) {
    origins.set(match[1].replace(/\\(.)/g, '$1'), { oid: match[2], attnum: match[3] });
  }
  const columns: ViewColumns['columns'] = new Map();
  for (const [name, origin] of origins) {
    const table = byOid.get(origin.oid);
    const column = columnNames.get(`${origin.oid}:${origin.attnum}`);
    if (origin.oid !== '0' && table?.kind === 'table' && column) columns.set(name, { table, column });
  }
  return columns;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((column) => b.includes(column));
const within = (columns: string[], key: string[]) => columns.every((column) => key.includes(column));

/** A table and the views showing all of `columns` of it, each with those columns under its own names. */
function relationsShowing(table: Table, columns: string[], views: ViewColumns[]): Array<{ relation: Table; columns: string[] }> {
  const found = [{ relation: table, columns }];
  for (const { view, columns: shown } of views) {
    const names = columns.map((column) => [...shown].find(([, origin]) => origin.table === table && origin.column === column)?.[0]);
    if (names.every((name): name is string => name !== undefined)) found.push({ relation: view, columns: names });
  }
  return found;
}

/**
 * Fills `relationships` of every table and view, as PostgREST's schema cache infers them:
 * - each foreign key both ways (many-to-one / one-to-many, one-to-one when its columns are unique);
 * - the same between views that show all the key's columns of its base tables;
 * - many-to-many through a junction table whose keys to both sides lie within its primary key
 *   (or one unique key);
 * - computed relationships: `f(table) returns [setof] target`, to-one unless it returns a set of
 *   more than one estimated row (`rows 1`); one named like a table overrides the keys to it.
 */
export function addRelationships(foreignKeys: ForeignKey[], views: ViewColumns[], functions: DbFunction[], tables: Map<string, Table>): void {
  for (const fk of foreignKeys) {
    const oneToOne = fk.table.uniqueKeys.some((key) => sameSet(key, fk.columns));
    for (const source of relationsShowing(fk.table, fk.columns, views)) {
      for (const target of relationsShowing(fk.target, fk.targetColumns, views)) {
        source.relation.relationships.push({
          constraint: fk.name, table: source.relation.name, columns: source.columns, target: target.relation.name, targetColumns: target.columns,
          toOne: true, forward: true, cardinality: oneToOne ? 'one-to-one' : 'many-to-one', targetIsView: target.relation.kind === 'view',
        });
        target.relation.relationships.push({
          constraint: fk.name, table: target.relation.name, columns: target.columns, target: source.relation.name, targetColumns: source.columns,
          toOne: oneToOne, forward: false, cardinality: oneToOne ? 'one-to-one' : 'one-to-many', targetIsView: source.relation.kind === 'view',
        });
      }
    }
  }
  addManyToMany(foreignKeys);
  for (const fn of functions) {
    const table = fn.rowArgTable ? tables.get(fn.rowArgTable) : undefined;
    if (!table || fn.args.length !== 1 || table.kind === 'composite') continue;
    if (fn.returnTable) {
      const target = tables.get(fn.returnTable)!;
      table.relationships.push({
        constraint: fn.name, table: table.name, columns: [], target: target.name, targetColumns: [],
        toOne: !fn.returnsSet || fn.rows === 1, forward: true, cardinality: !fn.returnsSet || fn.rows === 1 ? 'many-to-one' : 'one-to-many', computed: fn,
      });
    } else if (!fn.returnsSet && !fn.returnColumns) {
      (table.computedFields ??= new Map()).set(fn.name, fn);
    }
  }
  // A computed relationship named like a table replaces every relationship the keys give from its
  // table to that one (PostgREST's override), so `clients(*)` calls the function.
  for (const table of tables.values()) {
    const overriding = new Set(table.relationships.flatMap((rel) => (rel.computed ? [rel.computed.name] : [])));
    if (overriding.size) table.relationships = table.relationships.filter((rel) => rel.computed || !overriding.has(rel.target));
  }
}

function addManyToMany(foreignKeys: ForeignKey[]): void {
  for (const first of foreignKeys) {
    for (const second of foreignKeys) {
      const junction = first.table;
      if (first === second || second.table !== junction || junction.kind !== 'table') continue;
      const keys = [junction.primaryKey, ...junction.uniqueKeys].filter((key) => key.length > 0);
      if (!keys.some((key) => within(first.columns, key) && within(second.columns, key))) continue;
      first.target.relationships.push({
        constraint: junction.name, table: first.target.name, columns: first.targetColumns, target: second.target.name, targetColumns: second.targetColumns,
        toOne: false, forward: false, cardinality: 'many-to-many',
        junction: { table: junction.name, sourceConstraint: first.name, sourceColumns: first.columns, targetConstraint: second.name, targetColumns: second.columns },
      });
    }
  }
}
