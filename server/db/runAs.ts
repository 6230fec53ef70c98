import pg from 'pg';
import type { Claims } from '../auth/requestClaims';
import type { CallerSignal, Database, Queryable, QueryResult, TransactionOptions } from './types';

/** `alter role … set name = value` settings, by role, as pg_db_role_setting holds them. */
type RoleSettings = Map<string, [name: string, value: string][]>;

const settingsByDatabase = new WeakMap<Database, Promise<RoleSettings>>();

/**
 * Reads every role's settings once, as PostgREST reads the impersonated roles'
 * settings when it loads its configuration; settings for this database win over
 * those for all databases.
 */
function roleSettings(db: Database): Promise<RoleSettings> {
  let loading = settingsByDatabase.get(db);
  if (!loading) {
    loading = db
      .query<{ role: string; settings: string[] }>(
        `select r.rolname as role, s.setconfig as settings
           from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
          where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
          order by s.setdatabase`,
      )
      .then(({ rows }) => {
        const byRole = new Map<string, Map<string, string>>();
        for (const { role, settings } of rows) {
          const named = byRole.get(role) ?? new Map<string, string>();
          for (const setting of settings) {
            const at = setting.indexOf('=');
            if (at > 0) named.set(setting.slice(0, at), setting.slice(at + 1));
          }
          byRole.set(role, named);
        }
        return new Map([...byRole].map(([role, named]) => [role, [...named]]));
      });
    settingsByDatabase.set(db, loading);
    // A failed read (database down) is tried again at the next request.
    loading.catch(() => settingsByDatabase.delete(db));
  }
  return loading;
}

/** Reads the roles' settings again at the next request (after migrations). */
export function forgetRoleSettings(db: Database): void {
  settingsByDatabase.delete(db);
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** statement_timeout as PostgreSQL reads it: a number of milliseconds, or with a unit ('3s', '1min'). */
export function timeoutMs(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return undefined;
  const ms = Number(match[1]) * unitMs[match[2] ?? 'ms'];
  return ms > 0 ? Math.max(1, Math.round(ms)) : undefined;
}

export interface RunAsOptions {
  /** Aborted when the HTTP client has gone: the transaction stops (see TransactionOptions). */
  signal?: CallerSignal;
  /** Queued behind ordinary operations where the engine queues (see TransactionOptions). */
  background?: boolean;
  /** The request's headers as JSON, set as `request.headers` the way PostgREST sets them (rest/requestHeaders.ts). */
  headers?: string;
}

/**
 * Runs fn in one transaction as the caller: the Postgres role and the JWT claims
 * are set locally, exactly as PostgREST does on Supabase, so row-level security
 * and grants decide what the statement may see and change. The role's own
 * settings (`alter role anon set statement_timeout = '3s'`) are applied locally
 * too, as PostgREST applies the impersonated role's settings: `set role` alone
 * would not, and hosted Supabase's time limits per role would never bite.
 */
export async function runAs<T>(db: Database, claims: Claims, fn: (tx: Queryable) => Promise<T>, options: RunAsOptions = {}): Promise<T> {
  return db.transaction(fn, await callerOptions(db, claims, options));
}

/**
 * One statement as the caller, in a transaction of its own: what runAs with a
 * single tx.query does, in one round trip on PostgreSQL (Database.statement).
 */
export async function runStatementAs<Row>(db: Database, claims: Claims, sql: string, params: unknown[], options: RunAsOptions = {}): Promise<QueryResult<Row>> {
  return db.statement<Row>(sql, params, await callerOptions(db, claims, options));
}

/** One list for every role without settings, so their setup text is reused too (callerSetup). */
const noSettings: [name: string, value: string][] = [];

async function callerOptions(db: Database, claims: Claims, options: RunAsOptions): Promise<TransactionOptions> {
  const settings = (await roleSettings(db)).get(claims.role) ?? noSettings;
  const statementTimeout = settings.find(([name]) => name === 'statement_timeout');
  return {
    signal: options.signal,
    background: options.background,
    statementTimeoutMs: statementTimeout ? timeoutMs(statementTimeout[1]) : undefined,
    // Sent in one message with BEGIN, or with the statement itself, so as literals and identifiers
    // (node-postgres's escaping): a simple-protocol message, the only kind that holds two statements, takes no parameters.
    setup: options.headers === undefined ? callerSetup(claims, settings) : `${callerSetup(claims, settings)};\nset local request.headers = ${pg.escapeLiteral(options.headers)}`,
  };
}

/**
 * The setup of claims seen before: an API key's claims are one object, verified once
 * (TokenVerifier in auth/requestClaims.ts), so most anonymous requests reuse its text. Kept while the
 * role's settings are the same list (read again after migrations).
 */
const setupByClaims = new WeakMap<Claims, { settings: [name: string, value: string][]; sql: string }>();

function callerSetup(claims: Claims, settings: [name: string, value: string][]): string {
  const known = setupByClaims.get(claims);
  if (known?.settings === settings) return known.sql;
  const sql = callerSettingsSql(claims, settings);
  setupByClaims.set(claims, { settings, sql });
  return sql;
}

/**
 * `set local …` for the role, the claims (JSON) and the role's own settings: what
 * `set_config(name, value, true)` does, without a result row for the driver to read
 * (PostgreSQL answers a SET with its command tag alone). Local to the transaction,
 * explicit or the implicit one of a message of several statements (oneMessage.ts).
 */
function callerSettingsSql(claims: Claims, settings: [name: string, value: string][]): string {
  const setRole = `set local role ${pg.escapeIdentifier(claims.role)}`;
  const pairs: [string, string][] = [['request.jwt.claims', JSON.stringify(claims)], ...settings];
  // A setting's name is an identifier, dotted for a custom one (request.jwt.claims): each part quoted.
  const sets = pairs.map(([name, value]) => `set local ${name.split('.').map((part) => pg.escapeIdentifier(part)).join('.')} = ${pg.escapeLiteral(value)}`);
  return [setRole, ...sets].join(';\n');
}
