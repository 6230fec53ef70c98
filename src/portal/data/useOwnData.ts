import { useCallback, useEffect, useState } from 'react';

export type Loaded<Value> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: Value };

/**
 * Loads data for the signed-in customer and reloads on demand (after a
 * change, or « Réessayer » after a failure). `load` must be stable (useCallback).
 */
export function useOwnData<Value>(load: () => Promise<Value>): { state: Loaded<Value>; reload: () => void } {
  const [state, setState] = useState<Loaded<Value>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ status: 'ready', value }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => {
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
