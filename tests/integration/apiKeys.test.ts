import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeApiKeys } from '../../server/auth/keys';
import { projectRoot } from '../../server/server';
import { seedDataDirFromTemplate, testDatabaseKind } from '../helpers/databases';
import { spawnServer, type ServerProcess } from './crashServerProcess';

const run = promisify(execFile);

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** `npm run keys` as a separate process, with the server's DATA_DIR. */
const printKeys = (dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts/keys.ts')], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
  });

// Issue 11, item 7: the service_role key (never expires, bypasses RLS) must not land in every log.
describe.skipIf(testDatabaseKind !== 'pglite')('the service_role key in the output', () => {
  it('is shown at the start that creates the secret, never at the next ones, and on demand by npm run keys', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keys-'));
    // The database is already there; the JWT secret is what the first start creates.
    await seedDataDirFromTemplate(dataDir);
    try {
      const first = await spawnServer(dataDir, { JWT_SECRET: '' });
      await stop(first);
      const keys = await makeApiKeys((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim());
      expect(first.output()).toContain(keys.serviceRoleKey);
      expect(first.output()).toContain(keys.secretKey);

      const second = await spawnServer(dataDir, { JWT_SECRET: '' });
      await stop(second);
      expect(second.output()).toContain(keys.anonKey);
      expect(second.output()).not.toContain(keys.serviceRoleKey);
      expect(second.output()).toContain(keys.publishableKey);
      expect(second.output()).not.toContain(keys.secretKey);
      expect(second.output()).toContain('npm run keys');

      const printed = await printKeys(dataDir);
      expect(printed.stdout).toContain(`Clé anon (publique, ancien format JWT) : ${keys.anonKey}`);
      expect(printed.stdout).toContain(keys.serviceRoleKey);
      expect(printed.stdout).toContain(`Clé publishable (publique) : ${keys.publishableKey}`);
      expect(printed.stdout).toContain(keys.secretKey);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('npm run keys refuses, and creates nothing, when the server never started with that DATA_DIR', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'keys-'));
    const dataDir = path.join(parent, 'absent');
    try {
      const failure = await printKeys(dataDir).then(
        () => undefined,
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('Aucun secret JWT');
      expect(failure?.stdout).toBe('');
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
