import type { Queryable } from '../db/types';
import { readCatalog, type CatalogRows, type FunctionRow } from './catalogQueries';
import { addRelationships, baseColumnsOfView, type ForeignKey } from './relationshipCatalog';
import type { Column, DbFunction, FunctionArg, SchemaCache, Table } from './schemaTypes';

/**
 * The schema cache built from the catalogue's rows: tables, views and composite types with their
 * columns and keys, functions, and the relationships between them (relationshipCatalog.ts).
 */

const kinds: Record<string, Table['kind']> = { r: 'table', p: 'table', f: 'table', v: 'view', m: 'view', c: 'composite' };

/** Reads tables, views, columns, keys and functions of schema public. */
export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  return (await loadSchemaCaches(db, ['public'])).get('public')!;
}

/** One cache per exposed schema (DB_SCHEMAS), read in one pass over the catalogue. */
export async function loadSchemaCaches(db: Queryable, schemas: string[]): Promise<Map<string, SchemaCache>> {
  const catalog = await readCatalog(db, schemas);
  const caches = new Map<string, SchemaCache>();
  for (const schema of schemas) {
    const rowsOf = <T extends { schema: string }>(rows: T[]) => rows.filter((row) => row.schema === schema);
    const oids = new Set(rowsOf(catalog.classes).map((row) => row.oid));
    caches.set(
      schema,
      buildSchemaCache(schema, {
        classes: rowsOf(catalog.classes),
        columns: catalog.columns.filter((row) => oids.has(row.relid)),
        // A foreign key to a table of another schema is no relationship here, as each schema is its own API.
        constraints: catalog.constraints.filter((row) => oids.has(row.relid) && (row.frelid === null || oids.has(row.frelid))),
        functions: rowsOf(catalog.functions),
        views: catalog.views.filter((row) => oids.has(row.oid)),
      }),
    );
  }
  return caches;
}

/** One schema's cache from its own catalogue rows. */
function buildSchemaCache(schema: string, { classes, columns, constraints, functions, views }: CatalogRows): SchemaCache {
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
