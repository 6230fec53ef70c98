/**
 * Runs `task` once the page has loaded and the browser has nothing better to
 * do, so optional work never competes with the first paint. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else idleHandle = window.setTimeout(() => !cancelled && task(), 1500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) {
      if ('cancelIdleCallback' in window) window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
  };
}
