import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeAuthFailure, authMessages } from '../../../shared/auth/messages';
import { PasswordField } from '../../../shared/auth/PasswordField';
import { toAuthFailure } from '../../../shared/auth/authFailure';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { loginError } from '../../../shared/auth/validation';
import { paths, redirectParam } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { useSubmit } from '../../../shared/ui/useSubmit';
import AccountCard from './AccountCard';
import { ExternalSignIn } from './ExternalSignIn';
import { accountText } from '../../i18n/fr/account';
import { useLeaveWhenSignedIn } from './useLeaveWhenSignedIn';
import { accountHead } from './accountHead';
import { PhoneSignIn } from './phone/PhoneSignIn';

const text = accountText.login;

/** /login: e-mail and password, or the phone number and a code; the page the user came from gets them back afterwards. */
export const handle = accountHead(text);

export default function LoginPage() {
  const { signIn } = useAuth();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(redirectParam);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [byPhone, setByPhone] = useState(false);
  // Navigation follows from the new session (useLeaveWhenSignedIn): the button stays busy until then.
  const { busy, outcome: failure, setOutcome, run } = useSubmit({ staysBusyAfterSuccess: true });
  useLeaveWhenSignedIn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = loginError({ email, password });
    if (missing) return setOutcome({ kind: 'error', message: missing });
    await run(
      async () => {
        await signIn(email, password, { remember });
      },
      (caught) => describeAuthFailure(toAuthFailure(caught).reason, authMessages.loginFailed),
    );
  }

  return (
    <AccountCard title={text.title} intro={redirect ? text.returnNotice : text.intro}>
      {byPhone ? (
        <PhoneSignIn />
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          {failure ? <Alert>{failure.message}</Alert> : null}
          <FormField id="login-email" label={accountText.email}>
            <input id="login-email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <PasswordField id="login-password" label={accountText.password} value={password} onChange={setPassword} autoComplete="current-password" />
          <div className="account-form__row">
            <label className="checkbox">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              {text.remember}
            </label>
            <Link to={paths.forgotPassword}>{text.forgot}</Link>
          </div>
          <SubmitButton busy={busy} busyLabel={text.submitting}>
            {text.submit}
          </SubmitButton>
        </form>
      )}
      <p className="account-card__switch">
        <button type="button" className="button button--small" onClick={() => setByPhone(!byPhone)}>
          {byPhone ? accountText.phone.useEmail : accountText.phone.useNumber}
        </button>
      </p>
      <p className="account-card__switch">
        {text.noAccount} <Link to={redirect ? paths.registerThenReturn(redirect) : paths.register}>{text.register}</Link>
      </p>
      <ExternalSignIn redirect={redirect} />
    </AccountCard>
  );
}
