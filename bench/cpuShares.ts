import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Where the machine's processor time goes during a load test (Linux /proc):
 * the server (its process and its cluster workers), PostgreSQL (every
 * `postgres` process), the load generator (this process, autocannon runs in
 * it) and what stays idle. A second server process can only add throughput
 * if the first run left processor time idle: these figures say whether it did.
 */
export interface CpuSnapshot {
  at: number;
  server: number;
  postgres: Map<number, number>;
  generator: number;
  machineIdle: number;
}

export interface CpuShares {
  /** Cores' worth of processor time each party used on average (1 = one core busy all along). */
  serverCores: number;
  postgresCores: number;
  generatorCores: number;
  idleCores: number;
  cores: number;
}

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux architecture Node runs on

/** utime + stime of one process, in seconds; 0 when it has gone. */
function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The server's processes: the one started, and with WORKERS=n its cluster workers. */
export function serverProcessIds(pid: number): number[] {
  try {
    return [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

function postgresProcesses(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') seconds.set(Number(entry), processSeconds(Number(entry)));
    } catch {
      // gone between the listing and the read
    }
  }
  return seconds;
}

/** Idle time of all cores together, in seconds (idle + iowait of /proc/stat's first line). */
function machineIdleSeconds(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (cpu[3] + cpu[4]) / ticksPerSecond;
}

export function cpuSnapshot(serverPid: number): CpuSnapshot {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    server: serverProcessIds(serverPid).reduce((sum, pid) => sum + processSeconds(pid), 0),
    postgres: postgresProcesses(),
    generator: (usage.user + usage.system) / 1e6,
    machineIdle: machineIdleSeconds(),
  };
}

export function cpuShares(before: CpuSnapshot, after: CpuSnapshot): CpuShares {
  const wall = (after.at - before.at) / 1000;
  // A backend that started during the run counts from zero; one that ended is lost (the pool keeps them open).
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  return {
    serverCores: (after.server - before.server) / wall,
    postgresCores: postgres / wall,
    generatorCores: (after.generator - before.generator) / wall,
    idleCores: (after.machineIdle - before.machineIdle) / wall,
    cores: os.availableParallelism(),
  };
}
