import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toAuthFailure } from '../../../shared/auth/authFailure';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../../shared/auth/messages';
import { PasswordField } from '../../../shared/auth/PasswordField';
import { hasErrors, registrationErrors, type RegistrationInput } from '../../../shared/auth/validation';
import { paths, redirectParam } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/Alert';
import { describedBy, FormField } from '../../../shared/ui/FormField';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { useSubmit } from '../../../shared/ui/useSubmit';
import type { FieldErrors } from '../../../shared/validation/rules';
import AccountCard from './AccountCard';
import { ExternalSignIn } from './ExternalSignIn';
import ResendConfirmation from './ResendConfirmation';
import { accountText } from '../../i18n/fr/account';
import { useLeaveWhenSignedIn } from './useLeaveWhenSignedIn';
import { accountHead } from './accountHead';
import { PhoneSignIn } from './phone/PhoneSignIn';

const text = accountText.register;
const emptyForm: RegistrationInput = { fullName: '', email: '', password: '', passwordConfirmation: '', acceptTerms: false };

export const handle = accountHead(text);

/**
 * /register: the rules of SPEC.md §5; a new customer is signed in and lands on the dashboard,
 * or, when the server confirms addresses first (MAILER_AUTOCONFIRM=false), is asked to open the e-mailed link.
 */
export default function RegisterPage() {
  const { signUp } = useAuth();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(redirectParam);
  const [form, setForm] = useState<RegistrationInput>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<keyof RegistrationInput>>({});
  // Signed in at once, the new customer is moved on (useLeaveWhenSignedIn): the button stays busy until then.
  const { busy, outcome: failure, setOutcome, run } = useSubmit({ staysBusyAfterSuccess: true });
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const [byPhone, setByPhone] = useState(false);
  useLeaveWhenSignedIn();

  function update<Field extends keyof RegistrationInput>(field: Field, value: RegistrationInput[Field]) {
    setForm((previous) => ({ ...previous, [field]: value }));
    // An error clears as soon as its field is edited.
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = registrationErrors(form);
    setErrors(found);
    setOutcome(null);
    if (hasErrors(found)) {
      document.getElementById(`register-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    await run(
      async () => {
        const { signedIn } = await signUp({ ...form, redirect });
        // Not signed in: the address must be confirmed first, and the form gives way to that notice.
        if (!signedIn) setAwaitingConfirmation(true);
      },
      (caught) => describeAuthFailure(toAuthFailure(caught).reason, authMessages.registerFailed),
    );
  }

  if (awaitingConfirmation) {
    return (
      <AccountCard title={text.confirmEmailTitle}>
        <Alert kind="success">{text.confirmEmail(form.email.trim())}</Alert>
        <ResendConfirmation email={form.email} redirect={redirect} />
        <p className="account-card__switch">
          <Link to={redirect ? paths.loginThenReturn(redirect) : paths.login}>{text.login}</Link>
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={text.title} intro={text.intro}>
      {byPhone ? (
        <PhoneSignIn signUp />
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          {failure ? <Alert>{failure.message}</Alert> : null}
          <FormField id="register-fullName" label={text.fullName} required error={errors.fullName}>
            <input
              name="fullName"
              autoComplete="name"
              value={form.fullName}
              onChange={(event) => update('fullName', event.target.value)}
            />
          </FormField>
          <FormField id="register-email" label={accountText.email} required error={errors.email}>
            <input
              name="email"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(event) => update('email', event.target.value)}
            />
          </FormField>
          <PasswordField
            id="register-password"
            label={accountText.password}
            hint={text.passwordHint}
            required
            value={form.password}
            onChange={(value) => update('password', value)}
            error={errors.password}
            autoComplete="new-password"
          />
          <PasswordField
            id="register-passwordConfirmation"
            label={text.passwordConfirmation}
            required
            value={form.passwordConfirmation}
            onChange={(value) => update('passwordConfirmation', value)}
            error={errors.passwordConfirmation}
            autoComplete="new-password"
          />
          <div className={errors.acceptTerms ? 'field field--error' : 'field'}>
            <label className="checkbox">
              <input
                id="register-acceptTerms"
                type="checkbox"
                checked={form.acceptTerms}
                onChange={(event) => update('acceptTerms', event.target.checked)}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={describedBy('register-acceptTerms', errors.acceptTerms)}
              />
              <span>
                {text.termsBefore}
                <Link to={paths.termsOfService} target="_blank">
                  {text.terms}
                </Link>
                {text.termsBetween}
                <Link to={paths.privacyPolicy} target="_blank">
                  {text.privacy}
                </Link>
              </span>
            </label>
            {errors.acceptTerms ? (
              <p className="field__error" id="register-acceptTerms-error">
                {errors.acceptTerms}
              </p>
            ) : null}
          </div>
          <SubmitButton busy={busy} busyLabel={text.submitting}>
            {text.submit}
          </SubmitButton>
        </form>
      )}
      <p className="account-card__switch">
        <button type="button" className="button button--small" onClick={() => setByPhone(!byPhone)}>
          {byPhone ? accountText.phone.registerWithEmail : accountText.phone.registerWithNumber}
        </button>
      </p>
      <p className="account-card__switch">
        {text.haveAccount} <Link to={redirect ? paths.loginThenReturn(redirect) : paths.login}>{text.login}</Link>
      </p>
      <ExternalSignIn redirect={redirect} />
    </AccountCard>
  );
}
