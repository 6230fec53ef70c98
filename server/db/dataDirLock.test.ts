import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './dataDirLock';

describe('lockDataDir', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'ouaga-lock-'));
    dir = path.join(root, 'db');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('holds the folder until released, refusing a second opening meanwhile', async () => {
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    (await lockDataDir(dir))();
  });

  it('refuses a folder held by another living process, naming its pid', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const stat = readFileSync(`/proc/${other.pid}/stat`, 'utf8');
      const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, started }));
      await expect(lockDataDir(dir)).rejects.toThrow(`déjà ouverte par un autre processus (pid ${other.pid})`);
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
  });

  it('takes over a lock left by a dead process, or by a pid now reused by another program', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await once(dead, 'exit');
    const leftBehind = [
      { pid: dead.pid, started: '1' },
      // A container restarted after a crash: pid 1 again, or our own pid, but not the same process.
      { pid: process.pid, started: '1' },
      { pid: 1, started: 'not-its-start-time' },
    ];
    for (const owner of leftBehind) {
      writeFileSync(`${dir}.lock`, JSON.stringify(owner));
      const release = await lockDataDir(dir);
      // Taken over: the file now names this process, and a second opening is refused as for any held lock.
      expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
      expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).started).not.toBe(owner.started);
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
      release();
      expect(existsSync(`${dir}.lock`)).toBe(false);
    }
  });
});
