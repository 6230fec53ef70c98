import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toAuthFailure } from '../../../shared/auth/authFailure';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../../shared/auth/messages';
import { PasswordField } from '../../../shared/auth/PasswordField';
import { hasErrors, newPasswordErrors, type NewPasswordInput } from '../../../shared/auth/validation';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/Alert';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { useSubmit } from '../../../shared/ui/useSubmit';
import type { FieldErrors } from '../../../shared/validation/rules';
import { accountText } from '../../i18n/fr/account';

const text = accountText.reset;

interface NewPasswordFormProps {
  /**
   * The recovery link's token, spent only when the person submits (a link scanner that
   * opens the page spends nothing). Absent when a session already allows the change.
   */
  recoveryTokenHash?: string;
}

/** The new password and its confirmation, for the holder of a recovery link or session. */
export default function NewPasswordForm({ recoveryTokenHash }: NewPasswordFormProps) {
  const { updatePassword, verifyEmailLink } = useAuth();
  const [linkSpent, setLinkSpent] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [form, setForm] = useState<NewPasswordInput>({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordInput>>({});
  const { busy, outcome: failure, setOutcome, run } = useSubmit();
  const [done, setDone] = useState(false);

  function update(field: keyof NewPasswordInput, value: string) {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(form);
    setErrors(found);
    setOutcome(null);
    if (hasErrors(found)) return;
    await run(
      async () => {
        if (recoveryTokenHash && !linkSpent) {
          try {
            await verifyEmailLink(recoveryTokenHash, 'recovery');
          } catch (error) {
            // An expired or used link: the form gives way to « ask for a new one ».
            if (toAuthFailure(error).reason !== 'link-invalid') throw error;
            setLinkInvalid(true);
            return;
          }
          setLinkSpent(true);
        }
        await updatePassword(form.password);
        setDone(true);
      },
      (caught) => describeAuthFailure(toAuthFailure(caught).reason, authMessages.passwordUpdateFailed),
    );
  }

  if (linkInvalid) {
    return (
      <>
        <Alert>{text.invalidLink}</Alert>
        <p className="account-card__switch">
          <Link to={paths.forgotPassword}>{text.askAgain}</Link>
        </p>
      </>
    );
  }
  if (done) {
    return (
      <>
        <Alert kind="success">{text.done}</Alert>
        <p className="account-card__switch">
          <Link className="button button--primary" to={paths.dashboard}>
            {text.toDashboard}
          </Link>
        </p>
      </>
    );
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <PasswordField id="reset-password" label={text.newPassword} required value={form.password} onChange={(value) => update('password', value)} error={errors.password} autoComplete="new-password" />
      <PasswordField
        id="reset-passwordConfirmation"
        label={text.confirmation}
        required
        value={form.passwordConfirmation}
        onChange={(value) => update('passwordConfirmation', value)}
        error={errors.passwordConfirmation}
        autoComplete="new-password"
      />
      <SubmitButton busy={busy} busyLabel={text.submitting}>
        {text.submit}
      </SubmitButton>
    </form>
  );
}
