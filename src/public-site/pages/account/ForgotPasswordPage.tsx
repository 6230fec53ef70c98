import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toAuthFailure } from '../../../shared/auth/authFailure';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../../shared/auth/messages';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { useSubmit } from '../../../shared/ui/useSubmit';
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
  const { busy, outcome: failure, setOutcome, run } = useSubmit();
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    setOutcome(null);
    if (invalid) return;
    await run(
      async () => {
        await requestPasswordReset(email);
        setSent(true);
      },
      (caught) => describeAuthFailure(toAuthFailure(caught), authMessages.recoveryFailed),
    );
  }

  return (
    <AccountCard title={text.title} intro={sent ? undefined : text.intro}>
      {sent ? (
        <Alert kind="success">{text.sent}</Alert>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          {failure ? <Alert>{failure.message}</Alert> : null}
          <FormField id="forgot-email" label={accountText.email} required error={error}>
            <input
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
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
