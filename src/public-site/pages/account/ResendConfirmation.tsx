import { useState } from 'react';
import { toAuthFailure } from '../../../shared/auth/authFailure';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../../shared/auth/messages';
import { Alert } from '../../../shared/ui/Alert';
import { accountText } from '../../i18n/fr/account';

const text = accountText.register;

/** « Renvoyer le lien »: the sign-up confirmation mail again (the server sends at most one a minute). */
export default function ResendConfirmation({ email, redirect }: { email: string; redirect?: string | null }) {
  const { resendSignupConfirmation } = useAuth();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  async function resend() {
    setBusy(true);
    setOutcome(null);
    try {
      await resendSignupConfirmation(email, redirect);
      setOutcome({ kind: 'success', message: text.resent });
    } catch (error) {
      setOutcome({ kind: 'error', message: describeAuthFailure(toAuthFailure(error), authMessages.recoveryFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
      <p className="account-card__switch">
        <button type="button" className="button button--outline" onClick={resend} disabled={busy} aria-busy={busy}>
          {busy ? text.resending : text.resend}
        </button>
      </p>
    </>
  );
}
