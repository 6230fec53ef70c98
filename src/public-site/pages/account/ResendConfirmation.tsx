import { toAuthFailure } from '../../../shared/auth/authFailure';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../../shared/auth/messages';
import { Alert } from '../../../shared/ui/Alert';
import { useSubmit } from '../../../shared/ui/useSubmit';
import { accountText } from '../../i18n/fr/account';

const text = accountText.register;

/** « Renvoyer le lien »: the sign-up confirmation mail again (the server sends at most one a minute). */
export default function ResendConfirmation({ email, redirect }: { email: string; redirect?: string | null }) {
  const { resendSignupConfirmation } = useAuth();
  const { busy, outcome, run } = useSubmit();

  const resend = () =>
    run(
      async () => {
        await resendSignupConfirmation(email, redirect);
        return { kind: 'success', message: text.resent };
      },
      (error) => describeAuthFailure(toAuthFailure(error), authMessages.recoveryFailed),
    );

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
