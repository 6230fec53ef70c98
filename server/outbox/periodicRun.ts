/** A step run every few seconds and on demand. */
export interface PeriodicRun {
  /** Runs the step now, after the run under way if any (tests call it instead of waiting for the timer). */
  flush(): Promise<void>;
  /** No run starts any more; resolves once the run under way has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `step` every `intervalMs` (none with 0: on flush only) and on flush, never two runs at once in
 * this process. A failed run started by the timer is reported to `onError` and the next tick tries again;
 * a failed flush rejects its caller. `step` is told whether stop() was called, to end a long run early.
 */
export function startPeriodicRun(step: (stopped: () => boolean) => Promise<void>, intervalMs: number, onError: (error: unknown) => void): PeriodicRun {
  let stopped = false;
  const isStopped = () => stopped;
  let running: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    running = running.catch(() => undefined).then(() => step(isStopped));
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => {
    flush().catch((error: unknown) => {
      if (!stopped) onError(error);
    });
  }, intervalMs) : undefined;
  timer?.unref();
  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
