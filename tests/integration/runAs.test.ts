import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims } from '../../server/auth/requestClaims';
import { runAs, runStatementAs } from '../../server/db/runAs';
import { adminQuery, createTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/databases';

/**
 * runAs sends the caller's role and claims with BEGIN as SQL literals (one round
 * trip): whatever a user puts in their metadata must come back as they wrote it,
 * and never end the literal.
 */
describe('the caller set up with BEGIN in one message', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.destroy());

  it('reaches the statement with its role, its claims as sent, and its role’s time limit', async () => {
    const hostile = `O'Brien \\' \\\\"); select 1; -- ' || pg_sleep(5) $$ $x$ é\n`;
    const claims: Claims = { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', email: "o'brien@example.com", user_metadata: { full_name: hostile } };
    const seen = await runAs(testDb.db, claims, async (tx) =>
      (
        await tx.query<{ role: string; claims: Claims; timeout: string }>(
          "select current_user::text as role, auth.jwt() as claims, current_setting('statement_timeout') as timeout",
        )
      ).rows[0],
    );
    expect(seen.role).toBe('authenticated');
    expect(seen.claims).toEqual(claims);
    expect(seen.timeout).toBe('8s');
    // Local to that transaction: the connection is back to the server's own role.
    expect((await testDb.db.query<{ role: string }>('select current_user::text as role')).rows[0].role).not.toBe('authenticated');
  });

  it('rolls back and reports a setup the database refuses', async () => {
    await expect(runAs(testDb.db, { role: 'no_such_role' as Claims['role'] }, (tx) => tx.query('select 1'))).rejects.toMatchObject({ code: '22023' });
    expect((await testDb.db.query<{ n: number }>('select 1 as n')).rows[0].n).toBe(1);
  });
});

/**
 * A role's own settings travel with the caller's setup as `set local` statements: a custom
 * setting's dotted name and a hostile value must reach the statement as the role holds them.
 */
describe('a role’s own settings in the caller’s setup', () => {
  let testDb: TestDatabase;
  const motto = `l'été \\ "x" $$ -- ; é`;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Per database, so other tests' databases keep the role as it was.
    await testDb.db.exec(`do $setup$ begin execute format('alter role authenticated in database %I set "app.motto" = %L', current_database(), ${`'${motto.replace(/'/g, "''")}'`}); end $setup$`);
  });
  afterAll(() => testDb?.destroy());

  it('reaches the statement, in a transaction and in one message, and ends with it', async () => {
    const claims: Claims = { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000003' };
    const read = "select current_setting('app.motto', true) as motto";
    const inTransaction = await runAs(testDb.db, claims, async (tx) => (await tx.query<{ motto: string }>(read)).rows[0].motto);
    const inOneMessage = (await runStatementAs<{ motto: string }>(testDb.db, claims, read, [])).rows[0].motto;
    expect(inTransaction).toBe(motto);
    expect(inOneMessage).toBe(motto);
    expect((await testDb.db.query<{ motto: string | null }>(read)).rows[0].motto ?? '').toBe('');
  });
});

/**
 * runStatementAs sends the caller, the statement and its values in one message on
 * PostgreSQL (values as literals for EXECUTE): it must answer exactly what runAs
 * with one tx.query answers, on both engines.
 */
describe('one statement as the caller in one message', () => {
  let testDb: TestDatabase;
  const customer: Claims = { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000002', email: 'client@example.com' };
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.destroy());

  it('binds every value as the extended protocol would, however hostile', async () => {
    const values = [`O'Brien \\' \\\\"); select 1; -- ' || pg_sleep(5) $1 $$ $x$ é\n;`, '-5', -5, 12.5, null, true, ''];
    const { rows } = await runStatementAs<{ texts: (string | null)[]; role: string; sub: string }>(
      testDb.db,
      customer,
      `select array[$1::text, $2::int::text, $3::int::text, $4::numeric::text, $5::text, $6::boolean::text, $7::text] as texts,
              current_user::text as role, auth.uid()::text as sub -- a comment at the end`,
      values,
    );
    expect(rows[0]).toEqual({ texts: [values[0], '-5', '-5', '12.5', null, 'true', ''], role: 'authenticated', sub: customer.sub });
  });

  it('infers the types of its placeholders as a bind message does', async () => {
    const { rows } = await runStatementAs<{ n: number; same: boolean }>(testDb.db, { role: 'anon' }, 'select $1 + 1 as n, $2 = any($3) as same', ['41', 'b', '{a,b}']);
    expect(rows[0]).toEqual({ n: 42, same: true });
  });

  it('refuses a NUL character with PostgreSQL’s own error', async () => {
    await expect(runStatementAs(testDb.db, { role: 'anon' }, 'select $1::text as t', ['a\0b'])).rejects.toMatchObject({ code: '22021' });
  });

  it('leaves nothing behind after a failure: the next statements on the connections run', async () => {
    for (let round = 0; round < 12; round++) {
      await expect(runStatementAs(testDb.db, { role: 'anon' }, 'select 1 / $1::int as n', ['0'])).rejects.toMatchObject({ code: '22012' });
      const { rows } = await runStatementAs<{ n: number; role: string }>(testDb.db, { role: 'anon' }, 'select 2 / $1::int as n', ['1']);
      expect(rows[0].n).toBe(2);
    }
    expect((await testDb.db.query<{ role: string }>('select current_user::text as role')).rows[0].role).not.toBe('anon');
  });

  it('commits a write when it succeeds and undoes it whole when it fails', async () => {
    await testDb.db.exec('create table public.one_message_notes (id int primary key, body text not null)');
    const insert = 'with added as (insert into public.one_message_notes (id, body) values ($1::int, $2) returning id) select count(*)::int as n from added';
    const written = await runStatementAs<{ n: number }>(testDb.db, { role: 'postgres' as Claims['role'] }, insert, [1, 'premier']);
    expect(written.rows[0].n).toBe(1);
    await expect(runStatementAs(testDb.db, { role: 'postgres' as Claims['role'] }, insert, [1, 'doublon'])).rejects.toMatchObject({ code: '23505' });
    const { rows } = await testDb.db.query<{ body: string }>('select body from public.one_message_notes order by id');
    expect(rows).toEqual([{ body: 'premier' }]);
  });

  it('stops at the role’s time limit', async () => {
    // anon's statement_timeout is 3 s (migrations), as on hosted Supabase.
    await expect(runStatementAs(testDb.db, { role: 'anon' }, 'select pg_sleep($1::float8)', ['5'])).rejects.toMatchObject({ code: '57014' });
  });
});

/**
 * A PostgreSQL backend can be killed at any moment (a failover, an operator, a pooler). The
 * statements on it fail; the process must never end with an unhandled 'error' from the driver
 * (vitest fails the run on one), and the pool must answer again once the storm is over.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('connections killed at any moment', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.destroy());

  it('fail only the statements they carried, in a transaction or in one message, and the next ones run', async () => {
    const { rows } = await testDb.db.query<{ name: string }>('select current_database() as name');
    const databaseName = rows[0].name;
    const failures = new Set<string>();
    let running = true;
    let answered = 0;
    const caller = async (index: number) => {
      while (running) {
        try {
          if (index % 2) await runStatementAs(testDb.db, { role: 'anon' }, 'select $1::int + 1 as n', [index]);
          else await runAs(testDb.db, { role: 'anon' }, (tx) => tx.query('select 1 as n'));
          answered++;
        } catch (error) {
          failures.add((error as { code?: string }).code ?? (error as Error).message);
        }
      }
    };
    const callers = Array.from({ length: 8 }, (_, index) => caller(index));
    for (let round = 0; round < 60; round++) {
      await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}' and pid <> pg_backend_pid()`);
      await new Promise((resolve) => setTimeout(resolve, round % 10));
    }
    running = false;
    await Promise.all(callers);
    expect(answered).toBeGreaterThan(0);
    // What a lost connection raises: the backend's own FATAL, or the driver seeing the socket close.
    expect([...failures].filter((failure) => !['57P01', 'Connection terminated unexpectedly', 'Client has encountered a connection error and is not queryable'].includes(failure))).toEqual([]);
    const after = await runStatementAs<{ n: number }>(testDb.db, { role: 'anon' }, 'select $1::int + 1 as n', [41]);
    expect(after.rows[0].n).toBe(42);
  });
});
