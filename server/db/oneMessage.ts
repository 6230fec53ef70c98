import pg from 'pg';

/** Session-wide on its connection: deallocated at the end of the message, or after a failure (see postgres.ts). */
const oneMessageStatement = 'caller_statement';

/**
 * A bind parameter as the SQL literal EXECUTE takes, or undefined when it cannot
 * be one. Quoted even for numbers: a quoted literal has type unknown, as an
 * untyped bind parameter has, so PREPARE infers the same types the extended
 * protocol would (and a negative number never meets a minus sign before it).
 * A NUL character cannot travel in a simple-protocol message (a C string):
 * such a value goes by the extended protocol, where PostgreSQL refuses it with
 * its own error.
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (typeof value === 'number') return Number.isFinite(value) ? pg.escapeLiteral(String(value)) : undefined;
  if (typeof value === 'string') return value.includes('\0') ? undefined : pg.escapeLiteral(value);
  return undefined;
}

/**
 * One statement and its setup as a single simple-protocol message, so one round
 * trip: `setup; prepare s as <sql>; execute s(<literals>); deallocate s`.
 * PostgreSQL runs a message of several statements as one implicit transaction,
 * committed at its end and rolled back whole by an error, so the setup's
 * `set local …` holds for the statement and ends with it. The statement
 * keeps its `$n` placeholders (PREPARE parses it exactly as a bind message
 * would: same inferred types, no placeholder rewritten inside the text) and the
 * values are escaped literals, as runAs already sends the caller's claims.
 * Undefined when a value cannot be a literal: the caller then uses a transaction.
 * `sql` must be a single statement, as Queryable.query requires (a line break
 * follows it, so a trailing `--` comment cannot swallow the next semicolon).
 */
export function oneMessage(sql: string, params: unknown[], setup?: string): string | undefined {
  const args: string[] = [];
  for (const value of params) {
    const text = literal(value);
    if (text === undefined) return undefined;
    args.push(text);
  }
  const execute = `execute ${oneMessageStatement}${args.length ? `(${args.join(', ')})` : ''}`;
  return [setup, `prepare ${oneMessageStatement} as ${sql}\n`, execute, `deallocate ${oneMessageStatement}`].filter(Boolean).join(';\n');
}
