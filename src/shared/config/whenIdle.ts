/**
 * Runs `task` once the page has loaded and the browser has nothing better to
 * do, so optional work never competes with the first paint. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else idleHandle = setTimeout(() => !cancelled && task(), 1500) as unknown as number;
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else clearTimeout(idleHandle);
    }
  };
}
