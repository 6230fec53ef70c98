import type { ReactNode } from 'react';
import { fr } from '../i18n/fr';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
}

/** A submit button that shows progress and cannot be pressed twice while a request runs. */
export function SubmitButton({ busy, children, busyLabel = fr.form.sending }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
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
