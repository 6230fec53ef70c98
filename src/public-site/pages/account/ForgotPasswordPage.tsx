import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toAuthFailure } from '../../../shared/auth/authFailure';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../../shared/auth/messages';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/Alert';
import { describedBy, FormField } from '../../../shared/ui/FormField';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { emailError } from '../../../shared/validation/rules';
import AccountCard from './AccountCard';
import { accountText } from '../../i18n/fr/account';
import { accountHead } from './accountHead';

const text = accountText.forgot;

/** /forgot-password: sends the recovery e-mail; the answer never says whether the address has an account. */
export const handle = accountHead(text);

export default function ForgotPasswordPage() {
  const { requestPasswordReset } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    setFailure(null);
    if (invalid) return;
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (caught) {
      setFailure(describeAuthFailure(toAuthFailure(caught), authMessages.recoveryFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={text.title} intro={sent ? undefined : text.intro}>
      {sent ? (
        <Alert kind="success">{text.sent}</Alert>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          {failure ? <Alert>{failure}</Alert> : null}
          <FormField id="forgot-email" label={accountText.email} required error={error}>
            <input
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('forgot-email', error)}
            />
          </FormField>
          <SubmitButton busy={busy} busyLabel={text.submitting}>
            {text.submit}
          </SubmitButton>
        </form>
      )}
      <p className="account-card__switch">
        <Link to={paths.login}>{text.backToLogin}</Link>
      </p>
    </AccountCard>
  );
}
