import type { Queryable } from '../db/types';
import { addRelationships, baseColumnsOfView, type ForeignKey } from './relationshipCatalog';
import type { Column, DbFunction, FunctionArg, SchemaCache, Table } from './schemaTypes';

interface ClassRow {
  oid: string;
  schema: string;
  name: string;
  kind: string;
}
interface ColumnRow {
  relid: string;
  attnum: number;
  name: string;
  type: string;
}
interface ConstraintRow {
  name: string;
  kind: 'p' | 'u' | 'f';
  relid: string;
  frelid: string | null;
  cols: string[];
  fcols: string[] | null;
}
interface FunctionRow {
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  return_type: string;
  return_kind: string;
  return_relid: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[] | null;
  input_count: number;
  default_count: number;
  rows: number;
  first_arg_relid: string | null;
}
interface ViewRow {
  oid: string;
  definition: string;
}

// Catalogue queries valid on PGlite and PostgreSQL alike; arrays come back as JSON
// so both drivers hand over plain JavaScript arrays.
const classesSql = `
select c.oid::text as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname in (select json_array_elements_text($1::json)) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')`;

const columnsSql = `
select a.attrelid::text as relid, a.attnum::int as attnum, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
where n.nspname in (select json_array_elements_text($1::json)) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and a.attnum > 0 and not a.attisdropped
order by a.attrelid, a.attnum`;

const constraintsSql = `
select con.conname as name, con.contype::text as kind, con.conrelid::text as relid,
  nullif(con.confrelid, 0)::text as frelid,
  (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as cols,
  (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as fcols
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
where n.nspname in (select json_array_elements_text($1::json)) and con.contype in ('p', 'u', 'f')`;

const functionsSql = `
select n.nspname as schema, p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set,
  format_type(p.prorettype, null) as return_type, t.typtype::text as return_kind, t.typrelid::text as return_relid,
  array_to_json(p.proargnames) as arg_names,
  array_to_json(p.proargmodes::text[]) as arg_modes,
  (select json_agg(format_type(x, null) order by i)
     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, i)) as arg_types,
  p.pronargs::int as input_count, p.pronargdefaults::int as default_count, p.prorows::float8 as rows,
  (select nullif(t1.typrelid, 0)::text from pg_type t1 where p.pronargs > 0 and t1.oid = p.proargtypes[0]) as first_arg_relid
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
where n.nspname in (select json_array_elements_text($1::json)) and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')`;

// A view's query tree as PostgreSQL stores it: each output column's :resorigtbl/:resorigcol name the
// base table column it shows unchanged (0 when it is computed), which is how PostgREST finds the
// foreign keys a view carries.
const viewsSql = `
select c.oid::text as oid, r.ev_action::text as definition
from pg_rewrite r
join pg_class c on c.oid = r.ev_class
join pg_namespace n on n.oid = c.relnamespace
where n.nspname in (select json_array_elements_text($1::json)) and c.relkind in ('v', 'm') and r.rulename = '_RETURN'`;

const kinds: Record<string, Table['kind']> = { r: 'table', p: 'table', f: 'table', v: 'view', m: 'view', c: 'composite' };

/** Reads tables, views, columns, keys and functions of schema public. */
export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  return (await loadSchemaCaches(db, ['public'])).get('public')!;
}

/** One cache per exposed schema (DB_SCHEMAS), read in one pass over the catalogue. */
export async function loadSchemaCaches(db: Queryable, schemas: string[]): Promise<Map<string, SchemaCache>> {
  const names = JSON.stringify(schemas);
  // One after the other: db may be a single connection (a transaction's client, PGlite),
  // where concurrent queries only queue anyway and node-postgres deprecates them.
  const classes = await db.query<ClassRow>(classesSql, [names]);
  const columns = await db.query<ColumnRow>(columnsSql, [names]);
  const constraints = await db.query<ConstraintRow>(constraintsSql, [names]);
  const functions = await db.query<FunctionRow>(functionsSql, [names]);
  const views = await db.query<ViewRow>(viewsSql, [names]);
  const caches = new Map<string, SchemaCache>();
  for (const schema of schemas) {
    const rowsOf = <T extends { schema: string }>(rows: T[]) => rows.filter((row) => row.schema === schema);
    const oids = new Set(rowsOf(classes.rows).map((row) => row.oid));
    caches.set(
      schema,
      buildSchemaCache(
        schema,
        rowsOf(classes.rows),
        columns.rows.filter((row) => oids.has(row.relid)),
        // A foreign key to a table of another schema is no relationship here, as each schema is its own API.
        constraints.rows.filter((row) => oids.has(row.relid) && (row.frelid === null || oids.has(row.frelid))),
        rowsOf(functions.rows),
        views.rows.filter((row) => oids.has(row.oid)),
      ),
    );
  }
  return caches;
}

function buildSchemaCache(schema: string, classes: ClassRow[], columns: ColumnRow[], constraints: ConstraintRow[], functions: FunctionRow[], views: ViewRow[]): SchemaCache {
  const byOid = new Map<string, Table>();
  const tables = new Map<string, Table>();
  for (const row of classes) {
    const table: Table = { schema, name: row.name, kind: kinds[row.kind], columns: new Map(), primaryKey: [], uniqueKeys: [], relationships: [] };
    byOid.set(row.oid, table);
    tables.set(row.name, table);
  }
  const columnNames = new Map<string, string>();
  for (const row of columns) {
    byOid.get(row.relid)?.columns.set(row.name, { name: row.name, type: row.type });
    columnNames.set(`${row.relid}:${row.attnum}`, row.name);
  }
  const foreignKeys: ForeignKey[] = [];
  for (const row of constraints) {
    const table = byOid.get(row.relid);
    if (!table || !row.cols) continue;
    if (row.kind === 'p') table.primaryKey = row.cols;
    if (row.kind !== 'f') table.uniqueKeys.push(row.cols);
  }
  for (const row of constraints) {
    const table = byOid.get(row.relid);
    const target = row.frelid ? byOid.get(row.frelid) : undefined;
    if (row.kind !== 'f' || !table || !target || !row.cols || !row.fcols) continue;
    foreignKeys.push({ name: row.name, table, columns: row.cols, target, targetColumns: row.fcols });
  }
  const viewColumns = views.flatMap((view) => {
    const table = byOid.get(view.oid);
    return table ? [{ view: table, columns: baseColumnsOfView(view.definition, byOid, columnNames) }] : [];
  });
  const dbFunctions = readFunctions(schema, functions, byOid, tables);
  addRelationships(foreignKeys, viewColumns, [...dbFunctions.values()].flat(), tables);
  const tablesOnly = new Map([...tables].filter(([, table]) => table.kind !== 'composite'));
  return { tables: tablesOnly, functions: dbFunctions };
}

function readFunctions(schema: string, rows: FunctionRow[], byOid: Map<string, Table>, tables: Map<string, Table>): Map<string, DbFunction[]> {
  const functions = new Map<string, DbFunction[]>();
  for (const row of rows) {
    const types = row.arg_types ?? [];
    const names = row.arg_names ?? [];
    const modes = row.arg_modes ?? types.map(() => 'i');
    const args: FunctionArg[] = [];
    const tableColumns = new Map<string, Column>();
    let unnamedInput = false;
    types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      const name = names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        if (!name) unnamedInput = true;
        args.push({ name, type, hasDefault: false });
      }
      if (mode === 't' || mode === 'o' || mode === 'b') tableColumns.set(name, { name, type });
    });
    // A function PostgREST could not call by name is not exposed either.
    if (unnamedInput && args.length > 1) continue;
    args.slice(args.length - row.default_count).forEach((arg) => (arg.hasDefault = true));
    const returnTable = row.return_kind === 'c' ? byOid.get(row.return_relid) : undefined;
    const fn: DbFunction = {
      schema,
      name: row.name,
      args,
      volatility: row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile',
      returnsSet: row.returns_set,
      returnType: row.return_type,
      returnColumns: returnTable ? returnTable.columns : tableColumns.size > 0 ? tableColumns : undefined,
      returnTable: returnTable && tables.has(returnTable.name) && returnTable.kind !== 'composite' ? returnTable.name : undefined,
      rows: row.rows,
      rowArgTable: row.first_arg_relid ? byOid.get(row.first_arg_relid)?.name : undefined,
    };
    const list = functions.get(row.name) ?? [];
    list.push(fn);
    functions.set(row.name, list);
  }
  return functions;
}
