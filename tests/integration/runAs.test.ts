import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims } from '../../server/auth/requestClaims';
import { runAs } from '../../server/db/runAs';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

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
