import { useState } from 'react';

/** What a form says once its request is answered, in an Alert above it. */
export interface SubmitOutcome {
  kind: 'success' | 'error' | 'info';
  message: string;
}

export interface SubmitOptions {
  /**
   * Keep the button busy once `action` has succeeded, for a form whose success takes the person elsewhere (LoginPage,
   * RegisterPage: the new session moves them on): the button must not come back to life for a second press during the
   * moment before the page changes. A failure always frees the button.
   */
  staysBusyAfterSuccess?: boolean;
}

/**
 * The busy and failure state every form that sends one request had written by hand (issue 37): `run` clears the
 * last outcome, keeps the button busy while `action` runs, and shows what it resolves with (a success message,
 * or nothing) or, when it throws, the French message `describeFailure` makes of the error. An answer the form
 * handles itself (an expired link that swaps the form for a notice) is caught inside `action`, not thrown.
 */
export function useSubmit({ staysBusyAfterSuccess = false }: SubmitOptions = {}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  async function run(action: () => Promise<SubmitOutcome | void>, describeFailure: (caught: unknown) => string): Promise<void> {
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await action();
      if (answer) setOutcome(answer);
      if (!staysBusyAfterSuccess) setBusy(false);
    } catch (caught) {
      setOutcome({ kind: 'error', message: describeFailure(caught) });
      setBusy(false);
    }
  }

  return { busy, outcome, setOutcome, run };
}
