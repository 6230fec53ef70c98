import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before another code may be asked for (GoTrue's 60 s between two codes to one number).
 * Counted from a deadline, not by ticks, so a phone that slept shows the right figure on waking.
 */
export function useCountdown(): { secondsLeft: number; start(seconds: number): void } {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, deadline - now));
    return () => clearTimeout(timer);
  }, [deadline, now]);

  const start = useCallback((seconds: number) => {
    const started = Date.now();
    setNow(started);
    setDeadline(started + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}

/** GoTrue's wait between two codes to one number, when the server did not say how much is left. */
export const codeResendSeconds = 60;
