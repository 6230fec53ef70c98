import { useEffect, useState } from 'react';

/** Where a page reading a record by the token of a personal link stands. */
export type TokenLookup<Record> = { status: 'loading' } | { status: 'failed' } | { status: 'invalid' } | { status: 'found'; record: Record };

/**
 * Reads the record a personal link's token opens (a quote, a guest's order), in the browser only:
 * `lookUp` gives the record, or null when the token opens nothing (spent, expired, mistyped). A
 * network failure is `failed`, with `retry` to ask again; `setFound` shows a record the page got
 * back from an action on it.
 */
export function useTokenLookup<Record>(token: string, lookUp: (token: string) => Promise<Record | null>) {
  const [lookup, setLookup] = useState<TokenLookup<Record>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    lookUp(token).then(
      (record) => active && setLookup(record === null ? { status: 'invalid' } : { status: 'found', record }),
      () => active && setLookup({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
    // A new lookup per token and per retry, not per render of a caller's inline function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, attempt]);

  return {
    lookup,
    retry: () => {
      setLookup({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
    setFound: (record: Record) => setLookup({ status: 'found', record }),
    setInvalid: () => setLookup({ status: 'invalid' }),
  };
}
