import type { Queryable } from '../db/types';

/**
 * What the schema cache is read from: the catalogue queries (valid on PGlite and PostgreSQL alike) and
 * the rows they return, read in one pass for every exposed schema. schemaCache.ts builds from them.
 */

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
export interface FunctionRow {
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

// Arrays come back as JSON so both drivers hand over plain JavaScript arrays.
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

/** Every catalogue row of the exposed schemas (DB_SCHEMAS). */
export interface CatalogRows {
  classes: ClassRow[];
  columns: ColumnRow[];
  constraints: ConstraintRow[];
  functions: FunctionRow[];
  views: ViewRow[];
}

export async function readCatalog(db: Queryable, schemas: string[]): Promise<CatalogRows> {
  const names = JSON.stringify(schemas);
  // One after the other: db may be a single connection (a transaction's client, PGlite),
  // where concurrent queries only queue anyway and node-postgres deprecates them.
  const classes = await db.query<ClassRow>(classesSql, [names]);
  const columns = await db.query<ColumnRow>(columnsSql, [names]);
  const constraints = await db.query<ConstraintRow>(constraintsSql, [names]);
  const functions = await db.query<FunctionRow>(functionsSql, [names]);
  const views = await db.query<ViewRow>(viewsSql, [names]);
  return { classes: classes.rows, columns: columns.rows, constraints: constraints.rows, functions: functions.rows, views: views.rows };
}
