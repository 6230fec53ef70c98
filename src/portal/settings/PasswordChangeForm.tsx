import { useState, type FormEvent } from 'react';
import { toAuthFailure } from '../../shared/auth/authFailure';
import { useAuth } from '../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../shared/auth/messages';
import { PasswordField } from '../../shared/auth/PasswordField';
import { hasErrors, newPasswordErrors, type NewPasswordInput } from '../../shared/auth/validation';
import { Alert } from '../../shared/ui/Alert';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import type { FieldErrors } from '../../shared/validation/rules';
import { fr } from '../i18n/fr';

const text = fr.settings;
const empty: NewPasswordInput = { password: '', passwordConfirmation: '' };

/** A new password (8 characters at least) typed twice. */
export default function PasswordChangeForm() {
  const { updatePassword } = useAuth();
  const [form, setForm] = useState<NewPasswordInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordInput>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  function update(field: keyof NewPasswordInput, value: string) {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setOutcome(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await updatePassword(form.password);
      setForm(empty);
      setOutcome({ kind: 'success', message: text.passwordSaved });
    } catch (error) {
      setOutcome({ kind: 'error', message: describeAuthFailure(toAuthFailure(error).reason, authMessages.passwordUpdateFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="portal-panel" aria-labelledby="settings-password-title">
      <h2 id="settings-password-title">{text.password}</h2>
      <form className="portal-form" onSubmit={submit} noValidate>
        {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
        <PasswordField id="settings-password" label={text.newPassword} required value={form.password} onChange={(value) => update('password', value)} error={errors.password} autoComplete="new-password" />
        <PasswordField
          id="settings-passwordConfirmation"
          label={text.confirmPassword}
          required
          value={form.passwordConfirmation}
          onChange={(value) => update('passwordConfirmation', value)}
          error={errors.passwordConfirmation}
          autoComplete="new-password"
        />
        <SubmitButton busy={busy} busyLabel={text.saving}>
          {text.savePassword}
        </SubmitButton>
      </form>
    </section>
  );
}
