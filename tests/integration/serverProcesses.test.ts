import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, seedDataDirFromTemplate, testDatabaseKind, uniqueName, withDatabase } from '../helpers/databases';
import { spawnServer, type ServerProcess } from './crashServerProcess';

/** GET on a new connection each time (no keep-alive), so the cluster may hand it to any worker. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, headers: { connection: 'close' }, timeout: 5_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .on('timeout', function (this: ReturnType<typeof request>) {
        this.destroy(new Error('no answer within 5 s'));
      })
      .end();
  });
}

/** The pids that logged a request line (pino writes the pid in every line). */
function pidsThatAnswered(server: ServerProcess): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().split('\n')) {
    const pid = /"pid":(\d+)/.exec(line)?.[1];
    if (pid && line.includes('/health')) pids.add(Number(pid));
  }
  return pids;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(testDatabaseKind !== 'pglite')('npm start on the embedded database: one process per DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-onlyone-'));
    await seedDataDirFromTemplate(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second server on the same DATA_DIR in French, keeps the first, and restarts after a SIGKILL', { timeout: 180_000 }, async () => {
    const first = await spawnServer(dataDir);
    try {
      await expect(spawnServer(dataDir)).rejects.toThrow(/Démarrage impossible : La base intégrée .* est déjà ouverte par un autre processus \(pid \d+\)/);
      expect(await statusOnNewConnection(`${first.url}/health`)).toBe(200);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    // The killed server left its lock behind: a dead owner does not hold the folder.
    const after = await spawnServer(dataDir);
    expect(await statusOnNewConnection(`${after.url}/health`)).toBe(200);
    after.child.kill('SIGTERM');
    expect(await after.exited).toBe(0);
  });

  it('refuses WORKERS=2 without DATABASE_URL, in French', async () => {
    await expect(spawnServer(dataDir, { WORKERS: '2' })).rejects.toThrow(/WORKERS=2 demande un serveur PostgreSQL \(DATABASE_URL\)/);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('WORKERS=2 on PostgreSQL: two server processes on one port', () => {
  const name = uniqueName('workers');
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-workers-'));
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers on one port from two pids, replaces a worker that dies, and stops both on SIGTERM', { timeout: 180_000 }, async () => {
    server = await spawnServer(dataDir, { DATABASE_URL: withDatabase(process.env.TEST_DATABASE_URL!, name), WORKERS: '2' });
    const running = server;
    const health = `${running.url}/health`;
    const askUntil = async (done: () => boolean) => {
      await expect
        .poll(async () => {
          expect(await statusOnNewConnection(health)).toBe(200);
          return done();
        }, { timeout: 60_000, interval: 20 })
        .toBe(true);
    };

    // The second worker may still be migrating when the first answers: ask until both have.
    await askUntil(() => pidsThatAnswered(running).size === 2);
    const workers = [...pidsThatAnswered(running)];
    expect(workers).not.toContain(running.child.pid);

    process.kill(workers[0], 'SIGKILL');
    // The site keeps answering, and a new worker takes the place of the dead one.
    await askUntil(() => [...pidsThatAnswered(running)].some((pid) => !workers.includes(pid)));
    const replacement = [...pidsThatAnswered(running)].find((pid) => !workers.includes(pid))!;
    expect(running.errors()).toContain(`le processus serveur ${workers[0]} s'est arrêté (signal SIGKILL) : relancé`);

    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect([workers[1], replacement].filter(isRunning)).toEqual([]);
  });
});
