import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { makeApiKeys, type ApiKeys } from '../../server/auth/keys';
import { projectRoot } from '../../server/server';

/** Helpers for tests that run the real server as a separate process, to stop or kill it. */

export const childJwtSecret = 'child-process-secret-long-enough-for-hs256-signing';

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  keys: ApiKeys;
  /** Everything the process wrote to stdout so far (its JSON log lines). */
  output(): string;
  /** Everything it wrote to stderr so far. */
  errors(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Runs `node --import tsx <script>` with its own DATA_DIR and port, and waits for /health to answer. */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  script = 'server/main.ts',
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, script)], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: childJwtSecret,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // A start that finds its database migrated takes seconds; a first start on a busy machine can take a minute.
  const deadline = Date.now() + 120_000;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`le serveur s'est arrêté (${exitCode}) : ${stderr}${stdout}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`le serveur ne répond pas : ${stderr}${stdout}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, keys: await makeApiKeys(childJwtSecret), output: () => stdout, errors: () => stderr, exited };
}
