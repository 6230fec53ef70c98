const interactions = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Runs `task` once, when the visitor first interacts with the page or, failing
 * that, once the page has long finished loading and the browser is idle. The
 * optional work it starts (the data client, a few KB of settings) then never
 * competes with the first paint and the first interaction on a slow phone.
 * Returns a cancel.
 */
export function whenIdle(task: () => void, delayMs = 15_000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cleanUp();
    task();
  };
  const runWhenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
    else run();
  };
  const cleanUp = () => {
    clearTimeout(timer);
    for (const type of interactions) window.removeEventListener(type, run);
  };
  const timer = setTimeout(runWhenIdle, delayMs);
  for (const type of interactions) window.addEventListener(type, run, { once: true, passive: true });

  return () => {
    done = true;
    cleanUp();
  };
}
