import cluster, { type Worker } from 'node:cluster';

export interface PrimaryLog {
  info(line: string): void;
  error(line: string): void;
}

/** A worker that dies this soon after the previous restart waits longer before the next one. */
const restartDelaysMs = [0, 1_000, 5_000, 15_000, 30_000];
const stableAfterMs = 60_000;
/** Same budget as one process's own graceful stop (main.ts), plus a margin. */
const shutdownTimeoutMs = 30_000;

/**
 * The primary of WORKERS=n: forks n server processes that share the port
 * (node:cluster hands each new connection to one of them), forks a new one when
 * one dies, and on SIGTERM or SIGINT asks each to stop gracefully and exits when
 * all have. It opens no database and serves nothing itself. A worker that fails
 * before it ever listened at the first start (database unreachable, bad
 * configuration) stops the whole: restarting it in a loop would hide the error.
 */
export function runPrimary(workers: number, log: PrimaryLog): void {
  let stopping = false;
  let everListened = false;
  let restarts = 0;
  let lastRestartAt = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      if (!everListened) log.info(`${workers} processus serveur démarrés (pid du processus principal : ${process.pid})`);
      everListened = true;
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // process.exitCode is 1 after a failed start, unset after SIGTERM.
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const cause = signal ? `signal ${signal}` : `code ${code}`;
    if (!everListened) {
      log.error(`un processus serveur s'est arrêté au démarrage (${cause}) : arrêt`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    if (Date.now() - lastRestartAt > stableAfterMs) restarts = 0;
    const delay = restartDelaysMs[Math.min(restarts, restartDelaysMs.length - 1)];
    restarts += 1;
    lastRestartAt = Date.now();
    log.error(`le processus serveur ${worker.process.pid} s'est arrêté (${cause}) : relancé${delay ? ` dans ${delay / 1000} s` : ''}`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info(`${signal} reçu : arrêt propre des processus serveur`);
      stopping = true;
      const running = Object.values(cluster.workers ?? {});
      if (running.length === 0) process.exit();
      for (const worker of running) worker?.process.kill('SIGTERM');
      setTimeout(() => {
        log.error('arrêt propre trop long : arrêt forcé');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      }, shutdownTimeoutMs).unref();
    });
  }

  for (let index = 0; index < workers; index += 1) fork();
}
