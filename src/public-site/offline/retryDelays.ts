/**
 * How long the queue waits before sending again when a pass met no network while the browser said
 * it was online: soon at first (the connection often comes back a few seconds after the `online`
 * event), then less and less often, so a phone in a dead zone does not spend its battery on it.
 */
export const retryDelaysMs = { first: 2_000, longest: 60_000 } as const;

export function nextRetryDelayMs(currentMs: number): number {
  return Math.min(currentMs * 2, retryDelaysMs.longest);
}
