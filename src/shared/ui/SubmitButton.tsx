import { useEffect, useState, type ReactNode } from 'react';
import { fr } from '../i18n/fr';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
}

/**
 * A submit button that shows progress and cannot be pressed twice while a
 * request runs. In server-rendered HTML it stays disabled until the page's script
 * has taken over: pressed earlier, the browser would submit the form itself
 * (a plain GET that puts what was typed in the address and loses the request).
 */
export function SubmitButton({ busy, children, busyLabel = fr.form.sending }: SubmitButtonProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy || !hydrated} aria-busy={busy}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
