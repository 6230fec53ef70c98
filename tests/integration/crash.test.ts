import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { projectRoot } from '../../server/server';
import { seedDataDirFromTemplate, testDatabaseKind } from '../helpers/databases';
import { spawnServer } from './crashServerProcess';

// Each round is a new process opening the database (3 to 4 s of CPU): twelve rounds with kill delays spread
// over 100-500 ms cover the moments of a write (statement, commit, WAL flush) without dominating the suite.
const killRounds = 12;

interface WriterRound {
  acknowledged: number[];
  opened: boolean;
}

/** One life of the writer child: open the database, write until SIGKILL after delayMs. */
function runWriterUntilKilled(dataDir: string, firstNumber: number, delayMs: number): Promise<WriterRound> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'tests/integration/crashWriter.ts'), dataDir, String(firstNumber)], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  let timer: NodeJS.Timeout | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!timer && output.includes('ready\n')) timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') return reject(new Error(`writer exited (${code}) before the kill: ${errors}`));
      const acknowledged = [...output.matchAll(/^ack (\d+)$/gm)].map((match) => Number(match[1]));
      resolve({ acknowledged, opened: output.includes('ready\n') });
    });
  });
}

describe.skipIf(testDatabaseKind !== 'pglite')('crash safety of the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-crash-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(`keeps every acknowledged write through ${killRounds} SIGKILLs in the middle of writing`, { timeout: 300_000 }, async () => {
    // Starting from the run's migrated database spares the first round a cluster creation.
    await seedDataDirFromTemplate(dataDir);
    const dbDir = path.join(dataDir, 'db');
    const acknowledged: number[] = [];
    let next = 1;
    for (let round = 0; round < killRounds; round += 1) {
      const life = await runWriterUntilKilled(dbDir, next, 100 + ((round * 37) % 400));
      expect(life.opened).toBe(true);
      acknowledged.push(...life.acknowledged);
      // Numbers are never reused, even those written but not acknowledged before the kill.
      next = Math.max(next, ...life.acknowledged) + 1000;
    }
    expect(acknowledged.length).toBeGreaterThan(killRounds);

    const db = await openPglite(dbDir);
    try {
      const stored = await db.query<{ n: number }>('select n from crash_probe');
      const storedNumbers = new Set(stored.rows.map((row) => row.n));
      const lost = acknowledged.filter((n) => !storedNumbers.has(n));
      expect(lost).toEqual([]);
      console.info(`crash safety: ${killRounds} SIGKILLs, ${acknowledged.length} acknowledged writes, ${lost.length} lost`);
      const check = await db.query<{ ok: boolean }>("select count(*) = count(distinct n) as ok from crash_probe");
      expect(check.rows[0].ok).toBe(true);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(testDatabaseKind !== 'pglite')('the server process under SIGKILL and SIGTERM', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-process-'));
    await seedDataDirFromTemplate(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps every contact message it acknowledged when killed mid-stream, and restarts cleanly', { timeout: 300_000 }, async () => {
    const acknowledgedMarkers: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const server = await spawnServer(dataDir);
      const headers = {
        apikey: server.keys.serviceRoleKey,
        authorization: `Bearer ${server.keys.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      };
      let writing = true;
      const writer = async (lane: number) => {
        for (let i = 0; writing; i += 1) {
          const marker = `crash-${round}-${lane}-${i}`;
          const response = await fetch(`${server.url}/rest/v1/contact_messages`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: 'Awa Ouédraogo', email: 'awa@example.com', message: marker }),
          }).catch(() => null);
          if (!response) return;
          if (response.status === 201) acknowledgedMarkers.push(marker);
          else throw new Error(`unexpected ${response.status}: ${await response.text()}`);
        }
      };
      const lanes = [0, 1, 2, 3].map(writer);
      await new Promise((resolve) => setTimeout(resolve, 400 + round * 150));
      server.child.kill('SIGKILL');
      writing = false;
      await Promise.all(lanes);
      await server.exited;
    }
    expect(acknowledgedMarkers.length).toBeGreaterThan(3);

    const server = await spawnServer(dataDir);
    try {
      const response = await fetch(`${server.url}/rest/v1/contact_messages?select=message&message=like.crash-*`, {
        headers: { apikey: server.keys.serviceRoleKey, authorization: `Bearer ${server.keys.serviceRoleKey}` },
      });
      expect(response.status).toBe(200);
      const stored = new Set(((await response.json()) as { message: string }[]).map((row) => row.message));
      expect(acknowledgedMarkers.filter((marker) => !stored.has(marker))).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('on SIGTERM finishes the request in flight, exits 0 and leaves a database that reopens', { timeout: 180_000 }, async () => {
    const server = await spawnServer(dataDir);
    expect((await fetch(`${server.url}/health?apikey=should-not-be-logged&select=id`)).status).toBe(200);
    const body = JSON.stringify({ name: 'Issa Sawadogo', email: 'issa@example.com', message: 'arrêt propre en cours' });
    const { port } = new URL(server.url);
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const slow = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/rest/v1/contact_messages?columns=name,email,message',
          headers: {
            apikey: server.keys.serviceRoleKey,
            authorization: `Bearer ${server.keys.serviceRoleKey}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            prefer: 'return=minimal',
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      slow.on('error', reject);
      // Half the body now, SIGTERM while the server waits for the rest, then the rest.
      slow.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => slow.end(body.slice(20)), 700);
      }, 300);
    });

    const reply = await answered;
    expect(reply.status).toBe(201);
    expect(await server.exited).toBe(0);

    const logLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLine = logLines.find((line) => line.method === 'POST' && line.status === 201);
    expect(requestLine).toMatchObject({ path: '/rest/v1/contact_messages?columns=name,email,message' });
    expect(logLines.map((line) => line.path)).toContain('/health?apikey=[masqué]&select=id');
    expect(typeof requestLine?.durationMs).toBe('number');
    expect(server.output()).not.toContain('should-not-be-logged');

    const db = await openPglite(path.join(dataDir, 'db'));
    try {
      const stored = await db.query("select 1 from public.contact_messages where message = 'arrêt propre en cours'");
      expect(stored.rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
