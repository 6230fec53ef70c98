import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Held by this process: the same folder opened twice here is refused like a second process. */
const heldHere = new Set<string>();

interface LockOwner {
  pid: number;
  /** Start time of the owner as the kernel counts it (/proc/<pid>/stat), when there is one. */
  started?: string;
}

/** Field 22 of /proc/<pid>/stat: with the pid, it names one process even after pids are reused. */
function processStartTime(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Still running? A SIGKILL or a power cut leaves the file behind: its pid is then
 * dead, or reused by another process (in a container the server is often pid 1 on
 * every start), which the recorded start time tells apart.
 */
function isAlive(owner: LockOwner): boolean {
  // Our own pid, not held here (checked before): an earlier process that had the same pid.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user (its start time still tells).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(owner.pid);
  return owner.started === undefined || started === undefined || started === owner.started;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    // Missing, or half written by a process killed at that instant: nobody holds it.
    return undefined;
  }
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `La base intégrée ${dir} est déjà ouverte par un autre processus (pid ${pid}) : PGlite n'accepte qu'un processus à la fois. ` +
        'Arrêtez ce serveur (ou cette commande) avant de relancer, ou donnez un autre DATA_DIR ; ' +
        'pour plusieurs processus, utilisez un serveur PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the embedded database's folder for this process: a file `<dir>.lock` naming
 * the owner's pid, created exclusively; one left by a dead process is taken over.
 * Returns the release function (the file is removed at close).
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const file = `${dir}.lock`;
  if (heldHere.has(file)) throw new DataDirInUseError(dir, process.pid);
  const me: LockOwner = { pid: process.pid, started: processStartTime('self') };
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 20) throw error;
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) throw new DataDirInUseError(dir, owner.pid);
    if (!owner && Date.now() - modifiedAt(file) < 1_000) {
      // Created an instant ago and not yet written: another process is taking it right now.
      await sleep(50);
      continue;
    }
    removeIfPresent(file);
  }
  // Two processes taking over the same stale file at once: the one whose pid is not in it gives way.
  const owner = readOwner(file);
  if (owner?.pid !== me.pid) throw new DataDirInUseError(dir, owner?.pid ?? 0);
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    if (readOwner(file)?.pid === me.pid) removeIfPresent(file);
  };
}
