import type { BrowserContext, Page } from 'playwright-core';

interface ShiftWindow {
  __layoutShifts: { cls: number; take: () => void };
}

/**
 * Adds up the page's layout shifts as Cumulative Layout Shift counts them (web.dev/articles/cls): shifts
 * less than 1 s apart and within 5 s form a session window, the largest window is the page's CLS, and a
 * shift within 500 ms of the visitor's input is excused (`hadRecentInput`). Installed before any of the
 * page's own scripts, so the server-rendered paint, the late styles and the hydration are all measured.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let windowValue = 0;
    let windowStart = 0;
    let previous = 0;
    const state = { cls: 0, take: () => undefined as void };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        const sameWindow = windowValue > 0 && entry.startTime - previous < 1000 && entry.startTime - windowStart < 5000;
        if (sameWindow) windowValue += entry.value;
        else {
          windowValue = entry.value;
          windowStart = entry.startTime;
        }
        previous = entry.startTime;
        state.cls = Math.max(state.cls, windowValue);
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    state.take = () => add(observer.takeRecords());
    (window as unknown as ShiftWindow).__layoutShifts = state;
  });
}

/** The page's CLS so far, once the frame being drawn has been painted (a shift is reported with its frame). */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted)));
    const state = (window as unknown as ShiftWindow).__layoutShifts;
    state.take();
    return state.cls;
  });
}
