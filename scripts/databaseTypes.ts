import type { Queryable } from '../server/db/types';
import { checkedValues } from './checkedValues';

/**
 * The TypeScript types of the `public` schema, read from a migrated database's catalog, in the shape
 * `supabase gen types typescript` prints (decision 051): `Database['public']['Tables'][name]['Row' | 'Insert' |
 * 'Update' | 'Relationships']`, `Views`, `Functions` ({ Args, Returns }), `Enums`, `CompositeTypes`, and the
 * `Tables<'name'>`-style shortcuts. `npm run schema` writes them to src/shared/supabase/database.types.ts beside
 * supabase/schema.sql; tests/integration/schemaFile.test.ts fails when that file is stale, so a renamed column
 * fails to compile wherever the front end still names the old one.
 *
 * A text column whose CHECK lists its values (`status = ANY (ARRAY[…])`, `services <@ ARRAY[…]`) is typed as the
 * union of those values, in the order the CHECK lists them (decision 077), where supabase's generator says `string`.
 *
 * Only `public`: it is the one schema the API exposes (PostgREST's db-schemas), the others are reached
 * through its functions. The catalog queries are plain pg_catalog, so PGlite answers them as PostgreSQL does.
 */

/** Where npm run schema writes the types, from the project's root. */
export const databaseTypesFile = 'src/shared/supabase/database.types.ts';

interface ColumnRow {
  relation: string;
  kind: 'r' | 'p' | 'v' | 'm';
  updatable: number;
  column: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface CheckRow {
  relation: string;
  column: string;
  definition: string;
}

interface RelationshipRow {
  relation: string;
  name: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  defaults: number;
  returns: string;
  returns_set: boolean;
  /** The table or view whose rows a `setof <table>` or `<table>` function returns, else null. */
  returns_relation: string | null;
  returns_view: boolean;
}

interface EnumRow {
  name: string;
  labels: string[];
}

/**
 * A column's or argument's type, as the element type name (`pg_type.typname`, domains resolved to their base
 * type) with one `[]` per array dimension. `regtype` text is not used: it quotes and qualifies names.
 */
const typeNameSql = (typeOid: string) => `(
  with recursive resolved(oid, dims) as (
    select ${typeOid}, 0
    union all
    select case when t.typtype = 'd' then t.typbasetype else t.typelem end,
           resolved.dims + case when t.typtype = 'd' then 0 else 1 end
      from resolved join pg_catalog.pg_type t on t.oid = resolved.oid
     where t.typtype = 'd' or t.typcategory = 'A'
  )
  select t.typname || repeat('[]', resolved.dims)
    from resolved join pg_catalog.pg_type t on t.oid = resolved.oid
   where t.typtype <> 'd' and t.typcategory <> 'A'
)`;

const columnsSql = `
  select c.relname as relation, c.relkind as kind, pg_catalog.pg_relation_is_updatable(c.oid, false) as updatable,
         a.attname as column, ${typeNameSql('a.atttypid')} as type, a.attnotnull as not_null, a.atthasdef as has_default,
         a.attidentity::text as identity, a.attgenerated::text as generated
    from pg_catalog.pg_class c
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
   order by c.relname, a.attname`;

/** The CHECK constraints on one column of a table of `public`, as pg_dump prints them. */
const checksSql = `
  select c.relname as relation, a.attname as column, pg_catalog.pg_get_constraintdef(k.oid) as definition
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
   where k.contype = 'c' and c.relnamespace = 'public'::regnamespace and cardinality(k.conkey) = 1
   order by c.relname, a.attname, k.conname`;

/** Foreign keys between tables of `public`, as PostgREST embeds them (a key to auth.users is not embeddable). */
const relationshipsSql = `
  select c.relname::text as relation, k.conname::text as name,
         array(select a.attname::text from unnest(k.conkey) with ordinality as key(num, pos)
                 join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = key.num order by key.pos) as columns,
         r.relname::text as referenced,
         array(select a.attname::text from unnest(k.confkey) with ordinality as key(num, pos)
                 join pg_catalog.pg_attribute a on a.attrelid = k.confrelid and a.attnum = key.num order by key.pos) as referenced_columns,
         exists (select 1 from pg_catalog.pg_index i
                  where i.indrelid = k.conrelid and i.indisunique and i.indpred is null
                    and (select array_agg(x order by x) from unnest(i.indkey::int2[]) as x)
                      = (select array_agg(x order by x) from unnest(k.conkey) as x)) as one_to_one
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_class r on r.oid = k.confrelid
   where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and r.relnamespace = 'public'::regnamespace
   order by c.relname, k.conname`;

/** The functions PostgREST offers under /rpc: those of `public`, triggers and procedures left out. */
const functionsSql = `
  select p.proname as name, p.proargnames as arg_names,
         array(select ${typeNameSql('arg.oid')} from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as arg(oid, pos)
                order by arg.pos) as arg_types,
         p.proargmodes::text[] as arg_modes, p.pronargdefaults as defaults,
         ${typeNameSql('p.prorettype')} as returns, p.proretset as returns_set,
         (select r.relname from pg_catalog.pg_type t join pg_catalog.pg_class r on r.oid = t.typrelid
           where t.oid = p.prorettype and r.relnamespace = 'public'::regnamespace and r.relkind in ('r', 'p', 'v', 'm')) as returns_relation,
         (select r.relkind in ('v', 'm') from pg_catalog.pg_type t join pg_catalog.pg_class r on r.oid = t.typrelid
           where t.oid = p.prorettype) is true as returns_view
    from pg_catalog.pg_proc p
   where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
     and p.prorettype <> 'pg_catalog.trigger'::regtype and p.prorettype <> 'pg_catalog.event_trigger'::regtype
   order by p.proname, p.oid`;

const enumsSql = `
  select t.typname as name, array(select e.enumlabel::text from pg_catalog.pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels
    from pg_catalog.pg_type t
   where t.typnamespace = 'public'::regnamespace and t.typtype = 'e'
   order by t.typname`;

const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const stringTypes = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'citext', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz',
  'interval', 'inet', 'cidr', 'macaddr', 'bytea', 'tsvector', 'tsquery', 'regclass', 'regtype',
]);

/** The TypeScript type of a PostgreSQL type name, as supabase's generator maps them. */
function tsType(pgType: string, enums: ReadonlySet<string>): string {
  if (pgType.endsWith('[]')) {
    const element = tsType(pgType.slice(0, -2), enums);
    return /^[\w.[\]'"]+$/.test(element) ? `${element}[]` : `(${element})[]`;
  }
  if (pgType === 'bool') return 'boolean';
  if (numberTypes.has(pgType)) return 'number';
  if (stringTypes.has(pgType)) return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (enums.has(pgType)) return `Database['public']['Enums']['${pgType}']`;
  return 'unknown';
}

const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : `'${name}'`);
const indent = (text: string, by: number) => text.split('\n').map((line) => (line ? ' '.repeat(by) + line : line)).join('\n');

function objectType(fields: readonly string[]): string {
  return fields.length === 0 ? '{}' : `{\n${indent(fields.map((field) => `${field};`).join('\n'), 2)}\n}`;
}

/** The values each checked column may hold, by `relation.column`: several CHECKs on one column narrow each other. */
function checkedColumns(checks: readonly CheckRow[]): Map<string, string[]> {
  const checked = new Map<string, string[]>();
  for (const check of checks) {
    const values = checkedValues(check.definition, check.column);
    if (!values) continue;
    const name = `${check.relation}.${check.column}`;
    const before = checked.get(name);
    checked.set(name, before ? before.filter((value) => values.includes(value)) : values);
  }
  return checked;
}

const literal = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A column's type: the union of its checked values for a text or text[] column, else as tsType maps it. */
function columnType(column: ColumnRow, checked: ReadonlyMap<string, string[]>, enums: ReadonlySet<string>): string {
  const values = checked.get(`${column.relation}.${column.column}`);
  const text = ['text', 'varchar'];
  if (!values || values.length === 0) return tsType(column.type, enums);
  const union = values.map(literal).join(' | ');
  if (text.includes(column.type)) return union;
  if (text.some((type) => column.type === `${type}[]`)) return values.length === 1 ? `${union}[]` : `(${union})[]`;
  return tsType(column.type, enums);
}

function relationsType(
  columns: ColumnRow[],
  relationships: RelationshipRow[],
  checked: ReadonlyMap<string, string[]>,
  enums: ReadonlySet<string>,
): string {
  const first = columns[0];
  const isView = first.kind === 'v' || first.kind === 'm';
  const optionalOnInsert = (column: ColumnRow) => !column.not_null || column.has_default || column.identity !== '';
  const typeOf = (column: ColumnRow) => `${columnType(column, checked, enums)}${column.not_null ? '' : ' | null'}`;
  const row = columns.map((column) => `${key(column.column)}: ${typeOf(column)}`);
  const write = (insert: boolean) =>
    columns.map((column) =>
      column.generated !== ''
        ? `${key(column.column)}?: never`
        : `${key(column.column)}${insert && !optionalOnInsert(column) ? '' : '?'}: ${typeOf(column)}`,
    );
  const relationshipText = relationships.map((relationship) =>
    objectType([
      `foreignKeyName: '${relationship.name}'`,
      `columns: [${relationship.columns.map((column) => `'${column}'`).join(', ')}]`,
      `isOneToOne: ${relationship.one_to_one}`,
      `referencedRelation: '${relationship.referenced}'`,
      `referencedColumns: [${relationship.referenced_columns.map((column) => `'${column}'`).join(', ')}]`,
    ]),
  );
  // pg_relation_is_updatable: 8 = INSERT, 4 = UPDATE. A view nobody may write has a Row only, as supabase prints it.
  const writable = !isView || (first.updatable & 12) === 12;
  const parts = [`Row: ${objectType(row)}`];
  if (writable) parts.push(`Insert: ${objectType(write(true))}`, `Update: ${objectType(write(false))}`);
  parts.push(relationshipText.length === 0 ? 'Relationships: []' : `Relationships: [\n${indent(relationshipText.join(',\n'), 2)},\n]`);
  return objectType(parts);
}

function functionType(fn: FunctionRow, enums: ReadonlySet<string>): string {
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const names = fn.arg_names ?? [];
  const inputs = fn.arg_types.map((type, index) => ({ type, name: names[index] ?? '', mode: modes[index] })).filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
  const outputs = fn.arg_types.map((type, index) => ({ type, name: names[index] ?? '', mode: modes[index] })).filter((arg) => arg.mode === 't' || arg.mode === 'o' || arg.mode === 'b');
  const firstDefault = inputs.length - fn.defaults;
  const args =
    inputs.length === 0
      ? 'never'
      : objectType(inputs.map((arg, index) => `${key(arg.name)}${index >= firstDefault ? '?' : ''}: ${tsType(arg.type, enums)}`));
  let returns: string;
  if (fn.returns_relation) returns = `Database['public']['${fn.returns_view ? 'Views' : 'Tables'}']['${fn.returns_relation}']['Row']`;
  else if (outputs.length > 0 && (fn.returns === 'record' || fn.returns_set)) returns = objectType(outputs.map((arg) => `${key(arg.name)}: ${tsType(arg.type, enums)}`));
  else returns = tsType(fn.returns, enums);
  if (fn.returns_set) returns = `${returns}[]`;
  const parts = [`Args: ${args}`, `Returns: ${returns}`];
  if (fn.returns_relation) {
    parts.push(
      `SetofOptions: ${objectType([`from: '*'`, `to: '${fn.returns_relation}'`, `isOneToOne: ${!fn.returns_set}`, `isSetofReturn: ${fn.returns_set}`])}`,
    );
  }
  return objectType(parts);
}

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

const header = `/**
 * The row, insert and update types of the database's public schema, generated from the migrated database by
 * npm run schema (scripts/databaseTypes.ts), in the shape of \`supabase gen types typescript\`. Do not edit:
 * change a migration and run npm run schema again (tests/integration/schemaFile.test.ts fails when stale).
 */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];
`;

const shortcuts = `
type PublicSchema = Database['public'];

/** A table's or view's row: \`Tables<'orders'>\`. */
export type Tables<Name extends keyof PublicSchema['Tables'] | keyof PublicSchema['Views']> =
  Name extends keyof PublicSchema['Tables']
    ? PublicSchema['Tables'][Name]['Row']
    : Name extends keyof PublicSchema['Views']
      ? PublicSchema['Views'][Name]['Row']
      : never;

/** What an insert into a table may send: \`TablesInsert<'appointments'>\`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];

/** What an update of a table may send: \`TablesUpdate<'orders'>\`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];

/** A function's arguments and result: \`FunctionReturns<'available_slots'>\`. */
export type FunctionArgs<Name extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][Name]['Args'];
export type FunctionReturns<Name extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][Name]['Returns'];

export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
`;

export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const [columns, checks, relationships, functions, enumRows] = await Promise.all([
    db.query<ColumnRow>(columnsSql),
    db.query<CheckRow>(checksSql),
    db.query<RelationshipRow>(relationshipsSql),
    db.query<FunctionRow>(functionsSql),
    db.query<EnumRow>(enumsSql),
  ]);
  const enums = new Set(enumRows.rows.map((row) => row.name));
  const checked = checkedColumns(checks.rows);
  const relationshipsOf = groupBy(relationships.rows, (row) => row.relation);
  const tables: string[] = [];
  const views: string[] = [];
  for (const [relation, relationColumns] of groupBy(columns.rows, (row) => row.relation)) {
    const text = `${key(relation)}: ${relationsType(relationColumns, relationshipsOf.get(relation) ?? [], checked, enums)}`;
    (relationColumns[0].kind === 'v' || relationColumns[0].kind === 'm' ? views : tables).push(text);
  }
  const functionTexts = [...groupBy(functions.rows, (row) => row.name)].map(([name, overloads]) =>
    `${key(name)}: ${overloads.map((fn) => functionType(fn, enums)).join(' | ')}`,
  );
  const enumTexts = enumRows.rows.map((row) => `${key(row.name)}: ${row.labels.map((label) => `'${label}'`).join(' | ')}`);
  const section = (name: string, entries: string[]) =>
    entries.length === 0 ? `${name}: { [_ in never]: never }` : `${name}: {\n${indent(entries.join(';\n'), 2)};\n}`;
  const schema = [
    section('Tables', tables),
    section('Views', views),
    section('Functions', functionTexts),
    section('Enums', enumTexts),
    section('CompositeTypes', []),
  ];
  const database = `export type Database = {\n  public: {\n${indent(schema.join(';\n'), 4)};\n  };\n};\n`;
  return `${header}\n${database}${shortcuts}`;
}
