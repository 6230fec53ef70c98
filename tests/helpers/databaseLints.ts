import type { Queryable } from '../../server/db/types';

/**
 * The rules of Supabase's database linter (its Security and Performance Advisors, supabase/splinter) that apply to this
 * schema, as queries of our own on the catalogue. Each returns one row per finding; the key names the
 * object as `schema.name` (functions with their argument types), so an allow-list can name it.
 */
export interface LintFinding {
  rule: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  key: string;
}

/** Schemas of the platform and of extensions, which the linter leaves out: the project owns the rest. */
const platformSchemas = [
  'pg_catalog', 'information_schema', 'pg_toast', 'auth', 'extensions', 'storage', 'supabase_migrations',
  'graphql', 'graphql_public', 'realtime', 'vault', 'net', 'cron', 'pgsodium', 'pgsodium_masks', 'pgbouncer',
];
const notPlatform = (column: string) => `${column} <> all (array[${platformSchemas.map((name) => `'${name}'`).join(', ')}])`;

/** Not part of an extension (pg_depend's 'e' links an extension's objects to it). */
const notFromExtension = (oid: string) =>
  `not exists (select 1 from pg_catalog.pg_depend as dep where dep.objid = ${oid} and dep.deptype = 'e')`;

const rules: { rule: string; level: LintFinding['level']; sql: string }[] = [
  {
    // 0010: a view that runs with its owner's rights, readable by an API role, ignores RLS.
    rule: 'security_definer_view',
    level: 'ERROR',
    sql: `select ns.nspname || '.' || rel.relname as key
            from pg_catalog.pg_class as rel join pg_catalog.pg_namespace as ns on ns.oid = rel.relnamespace
           where rel.relkind = 'v' and ${notPlatform('ns.nspname')} and ${notFromExtension('rel.oid')}
             and (has_table_privilege('anon', rel.oid, 'SELECT') or has_table_privilege('authenticated', rel.oid, 'SELECT'))
             and not exists (select 1 from unnest(coalesce(rel.reloptions, '{}')) as opt
                              where lower(opt) in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1', 'security_invoker=yes'))`,
  },
  {
    // 0011: a function whose search_path is the caller's can be made to call the caller's objects.
    rule: 'function_search_path_mutable',
    level: 'WARN',
    sql: `select ns.nspname || '.' || proc.proname || '(' || pg_catalog.pg_get_function_identity_arguments(proc.oid) || ')' as key
            from pg_catalog.pg_proc as proc join pg_catalog.pg_namespace as ns on ns.oid = proc.pronamespace
           where ${notPlatform('ns.nspname')} and ${notFromExtension('proc.oid')}
             and not exists (select 1 from unnest(coalesce(proc.proconfig, '{}')) as setting where setting like 'search_path=%')`,
  },
  {
    // 0028 and 0029: a security-definer function an API role may execute runs with its owner's rights.
    rule: 'anon_security_definer_function_executable',
    level: 'WARN',
    sql: definerExecutableBy('anon'),
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    level: 'WARN',
    sql: definerExecutableBy('authenticated'),
  },
  {
    // 0024: a permissive write policy for the API roles whose condition is always true. Read policies
    // that are always true are left out, as the linter does (public reading is their purpose).
    rule: 'rls_policy_always_true',
    level: 'WARN',
    sql: `select pol.schemaname || '.' || pol.tablename || ' « ' || pol.policyname || ' »' as key
            from pg_catalog.pg_policies as pol
            join pg_catalog.pg_class as rel on rel.relname = pol.tablename and rel.relnamespace = pol.schemaname::regnamespace
           where ${notPlatform('pol.schemaname')} and rel.relrowsecurity and pol.permissive = 'PERMISSIVE'
             and (pol.roles && array['anon', 'authenticated', 'public']::name[])
             and (
               (pol.cmd in ('UPDATE', 'DELETE', 'ALL') and (pol.qual is null or regexp_replace(lower(pol.qual), '\\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')))
               or regexp_replace(lower(coalesce(pol.with_check, '')), '\\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')
               or (pol.cmd = 'INSERT' and pol.with_check is null)
             )`,
  },
  {
    // 0013 and 0007: a table of the API's schema without RLS, or with policies that RLS does not apply.
    rule: 'rls_disabled_in_public',
    level: 'ERROR',
    sql: `select 'public.' || rel.relname as key from pg_catalog.pg_class as rel
           where rel.relnamespace = 'public'::regnamespace and rel.relkind in ('r', 'p') and not rel.relrowsecurity`,
  },
  {
    rule: 'policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `select distinct ns.nspname || '.' || rel.relname as key
            from pg_catalog.pg_policy as pol join pg_catalog.pg_class as rel on rel.oid = pol.polrelid
            join pg_catalog.pg_namespace as ns on ns.oid = rel.relnamespace
           where ${notPlatform('ns.nspname')} and not rel.relrowsecurity`,
  },
  {
    // 0002: a view of the API's schema that shows auth.users to the API roles.
    rule: 'auth_users_exposed',
    level: 'ERROR',
    sql: `select distinct 'public.' || view.relname as key
            from pg_catalog.pg_depend as dep
            join pg_catalog.pg_rewrite as rule on rule.oid = dep.objid
            join pg_catalog.pg_class as view on view.oid = rule.ev_class
           where dep.refobjid = 'auth.users'::regclass and view.relnamespace = 'public'::regnamespace
             and view.relkind in ('v', 'm')
             and (has_table_privilege('anon', view.oid, 'SELECT') or has_table_privilege('authenticated', view.oid, 'SELECT'))`,
  },
  {
    // 0015: user_metadata is written by the user: a policy must not trust it.
    rule: 'rls_references_user_metadata',
    level: 'ERROR',
    sql: `select pol.schemaname || '.' || pol.tablename || ' « ' || pol.policyname || ' »' as key from pg_catalog.pg_policies as pol
           where ${notPlatform('pol.schemaname')}
             and (coalesce(pol.qual, '') || coalesce(pol.with_check, '')) like '%user_metadata%'`,
  },
  {
    // 0016 and 0017: a materialized view or a foreign table in the API has no RLS.
    rule: 'materialized_view_or_foreign_table_in_api',
    level: 'WARN',
    sql: `select 'public.' || rel.relname as key from pg_catalog.pg_class as rel
           where rel.relnamespace = 'public'::regnamespace and rel.relkind in ('m', 'f')
             and (has_table_privilege('anon', rel.oid, 'SELECT') or has_table_privilege('authenticated', rel.oid, 'SELECT'))`,
  },
  {
    // 0014: an extension installed in public puts its functions in the API.
    rule: 'extension_in_public',
    level: 'WARN',
    sql: `select 'public.' || ext.extname as key from pg_catalog.pg_extension as ext
           where ext.extnamespace = 'public'::regnamespace and ext.extname <> 'plpgsql'`,
  },
  {
    // Performance Advisor, 0003: auth.uid() and its kin called per row instead of once per statement.
    rule: 'auth_rls_initplan',
    level: 'WARN',
    sql: `select pol.schemaname || '.' || pol.tablename || ' « ' || pol.policyname || ' »' as key from pg_catalog.pg_policies as pol
           where ${notPlatform('pol.schemaname')}
             and ((pol.qual ~ 'auth\\.(uid|jwt|role|email)\\(\\)' and lower(pol.qual) !~ 'select\\s+auth\\.(uid|jwt|role|email)\\(\\)')
               or (pol.with_check ~ 'auth\\.(uid|jwt|role|email)\\(\\)' and lower(pol.with_check) !~ 'select\\s+auth\\.(uid|jwt|role|email)\\(\\)'))`,
  },
  {
    // 0006: two permissive policies for one role and one command are both evaluated on every row.
    rule: 'multiple_permissive_policies',
    level: 'WARN',
    sql: `select ns.nspname || '.' || rel.relname || ' ' || role.rolname || ' ' || command as key
            from pg_catalog.pg_policy as pol
            join pg_catalog.pg_class as rel on rel.oid = pol.polrelid
            join pg_catalog.pg_namespace as ns on ns.oid = rel.relnamespace
            join pg_catalog.pg_roles as role on pol.polroles @> array[role.oid] or pol.polroles = array[0::oid]
            cross join lateral unnest(case pol.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
                                        when 'w' then array['UPDATE'] when 'd' then array['DELETE']
                                        else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as command
           where rel.relkind = 'r' and pol.polpermissive and ${notPlatform('ns.nspname')}
             and role.rolname not like 'pg\\_%' and not role.rolbypassrls
           group by ns.nspname, rel.relname, role.rolname, command
          having count(*) > 1`,
  },
  {
    // 0009: two identical indexes on one table, both written at every change.
    rule: 'duplicate_index',
    level: 'WARN',
    sql: `select string_agg(ns.nspname || '.' || ix.relname, ' = ' order by ix.relname) as key
            from pg_catalog.pg_index as idx join pg_catalog.pg_class as ix on ix.oid = idx.indexrelid
            join pg_catalog.pg_namespace as ns on ns.oid = ix.relnamespace
           where ${notPlatform('ns.nspname')}
           group by idx.indrelid, idx.indkey::text, idx.indclass::text, coalesce(idx.indexprs::text, ''), coalesce(idx.indpred::text, '')
          having count(*) > 1`,
  },
  {
    // 0001 (INFO): a foreign key whose columns do not lead an index: every delete or key change of the
    // referenced row scans the referencing table, and joins along the key find no index.
    rule: 'unindexed_foreign_keys',
    level: 'INFO',
    sql: `select ns.nspname || '.' || rel.relname || ' ' || fk.conname as key
            from pg_catalog.pg_constraint as fk join pg_catalog.pg_class as rel on rel.oid = fk.conrelid
            join pg_catalog.pg_namespace as ns on ns.oid = rel.relnamespace
           where fk.contype = 'f' and ${notPlatform('ns.nspname')} and ${notFromExtension('rel.oid')}
             and not exists (
               select 1 from pg_catalog.pg_index as idx
                where idx.indrelid = fk.conrelid and idx.indisvalid
                  and (string_to_array(idx.indkey::text, ' ')::smallint[])[1:cardinality(fk.conkey)] = fk.conkey)`,
  },
];

function definerExecutableBy(role: 'anon' | 'authenticated'): string {
  return `select ns.nspname || '.' || proc.proname || '(' || pg_catalog.pg_get_function_identity_arguments(proc.oid) || ')' as key
            from pg_catalog.pg_proc as proc join pg_catalog.pg_namespace as ns on ns.oid = proc.pronamespace
           where proc.prosecdef and ${notPlatform('ns.nspname')} and ${notFromExtension('proc.oid')}
             and has_function_privilege('${role}', proc.oid, 'EXECUTE')`;
}

/** Every finding of every rule, sorted. */
export async function lintDatabase(db: Queryable): Promise<LintFinding[]> {
  const findings: LintFinding[] = [];
  for (const { rule, level, sql } of rules) {
    const { rows } = await db.query<{ key: string }>(sql);
    for (const { key } of rows) findings.push({ rule, level, key });
  }
  return findings.sort((a, b) => `${a.rule} ${a.key}`.localeCompare(`${b.rule} ${b.key}`));
}
