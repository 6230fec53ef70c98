import { useState } from 'react';

/** What a form says once its request is answered, in an Alert above it. */
export interface SubmitOutcome {
  kind: 'success' | 'error' | 'info';
  message: string;
}

/**
 * The busy and failure state every form that sends one request had written by hand (issue 37): `run` clears the
 * last outcome, keeps the button busy while `action` runs, and shows what it resolves with (a success message,
 * or nothing) or, when it throws, the French message `describeFailure` makes of the error.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  async function run(action: () => Promise<SubmitOutcome | void>, describeFailure: (caught: unknown) => string): Promise<void> {
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await action();
      if (answer) setOutcome(answer);
    } catch (caught) {
      setOutcome({ kind: 'error', message: describeFailure(caught) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, outcome, setOutcome, run };
}
