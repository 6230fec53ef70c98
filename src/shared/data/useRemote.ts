import { useEffect, useState } from 'react';

export type Remote<Value> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: Value };

/**
 * Runs `load` after the first render (never on the server, so server-rendered
 * pages show their loading shell) and again when `key` changes.
 */
export function useRemote<Value>(key: string, load: () => Promise<Value>): Remote<Value> {
  const [state, setState] = useState<{ key: string; remote: Remote<Value> }>({ key, remote: { status: 'loading' } });
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ key, remote: { status: 'ready', value } }),
      () => active && setState({ key, remote: { status: 'failed' } }),
    );
    return () => {
      active = false;
    };
    // `load` is recreated each render; `key` says when the data it fetches changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.remote : { status: 'loading' };
}
