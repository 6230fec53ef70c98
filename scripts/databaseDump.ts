import type { Database, Queryable } from '../server/db/types';

/**
 * A backup is data-only SQL: the schema comes from supabase/migrations, so the
 * dump records which migrations built it and carries every row of every table
 * (public, auth, storage and any other application schema) as JSON, inserted
 * in foreign-key order. The same file restores into PGlite or a PostgreSQL
 * server, whichever engine it came from.
 */

export const dumpMagic = '-- ouaga-it-services backup v1';
const migrationsLinePrefix = '-- migrations: ';
const rowsPerStatement = 500;

interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
const qualified = (table: { schema: string; name: string }) => `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;

/** Application tables (not PostgreSQL's own, not the migration bookkeeping), parents before children. */
async function tablesInDependencyOrder(tx: Queryable): Promise<TableInfo[]> {
  const tables = await tx.query<{ oid: number; schema: string; name: string; columns: string[] }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'supabase_migrations')
        and n.nspname not like 'pg\\_%'
      order by n.nspname, c.relname`,
  );
  const references = await tx.query<{ child: number; parent: number }>(
    "select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f' and conrelid <> confrelid",
  );
  const parentsOf = new Map<number, number[]>();
  for (const { child, parent } of references.rows) parentsOf.set(child, [...(parentsOf.get(child) ?? []), parent]);
  const byOid = new Map(tables.rows.map((table) => [table.oid, table]));
  const ordered: TableInfo[] = [];
  const placed = new Set<number>();
  const place = (oid: number, path: Set<number>) => {
    if (placed.has(oid) || path.has(oid) || !byOid.has(oid)) return;
    path.add(oid);
    for (const parent of parentsOf.get(oid) ?? []) place(parent, path);
    placed.add(oid);
    const { schema, name, columns } = byOid.get(oid)!;
    ordered.push({ schema, name, columns });
  };
  for (const table of tables.rows) place(table.oid, new Set());
  return ordered;
}

/** Writes the whole database as SQL text, read in one repeatable-read snapshot. */
export async function dumpDatabase(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const versions = await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    const tables = await tablesInDependencyOrder(tx);
    const out: string[] = [
      dumpMagic,
      `${migrationsLinePrefix}${versions.rows.map((row) => row.version).join(',')}`,
      `-- written ${new Date().toISOString()}`,
      'begin;',
      // Triggers (profile creation, status rules, notifications) and foreign-key checks stay
      // quiet while the rows come back exactly as they were.
      "set local session_replication_role = 'replica';",
    ];
    const truncatable = tables.map(qualified);
    truncatable.push('"supabase_migrations"."seed_files"');
    out.push(`truncate ${truncatable.join(', ')} cascade;`);

    for (const table of tables) {
      const columnList = table.columns.map(quoteIdent).join(', ');
      const rows = await tx.query<{ row: unknown }>(`select to_jsonb(t) as row from ${qualified(table)} t`);
      for (let start = 0; start < rows.rows.length; start += rowsPerStatement) {
        const chunk = JSON.stringify(rows.rows.slice(start, start + rowsPerStatement).map((entry) => entry.row));
        out.push(
          `insert into ${qualified(table)} (${columnList}) overriding system value select ${columnList} from jsonb_populate_recordset(null::${qualified(table)}, ${quoteLiteral(chunk)}::jsonb);`,
        );
      }
    }
    const seeds = await tx.query<{ path: string }>('select path from supabase_migrations.seed_files');
    for (const seed of seeds.rows) out.push(`insert into supabase_migrations.seed_files (path) values (${quoteLiteral(seed.path)});`);

    const sequences = await tx.query<{ schema: string; name: string; last_value: string | null }>(
      `select schemaname as schema, sequencename as name, last_value::text as last_value from pg_sequences
        where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'`,
    );
    for (const sequence of sequences.rows) {
      const target = quoteLiteral(qualified(sequence));
      out.push(
        sequence.last_value === null
          ? `select setval(${target}, (select start_value from pg_sequences where schemaname = ${quoteLiteral(sequence.schema)} and sequencename = ${quoteLiteral(sequence.name)}), false);`
          : `select setval(${target}, ${sequence.last_value}, true);`,
      );
    }
    out.push('commit;', '');
    return out.join('\n');
  });
}

/** The migration versions a dump was taken at, read from its header. */
export function dumpMigrations(sql: string): string[] {
  if (!sql.startsWith(dumpMagic)) throw new Error("Ce fichier n'est pas une sauvegarde de ce serveur (en-tête absent).");
  const line = sql.split('\n', 3).find((candidate) => candidate.startsWith(migrationsLinePrefix));
  if (!line) throw new Error('Sauvegarde illisible : liste des migrations absente.');
  return line.slice(migrationsLinePrefix.length).split(',').filter(Boolean);
}

/** Whether a database already holds a product (migrations applied or accounts present). */
export async function holdsData(db: Database): Promise<boolean> {
  // Checked in two steps: a query naming a missing table fails even behind a guard.
  const present = await db.query<{ migrations: boolean; users: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as migrations, to_regclass('auth.users') is not null as users",
  );
  const { migrations, users } = present.rows[0];
  if (migrations && (await db.query('select 1 from supabase_migrations.schema_migrations limit 1')).rows.length > 0) return true;
  return users && (await db.query('select 1 from auth.users limit 1')).rows.length > 0;
}
