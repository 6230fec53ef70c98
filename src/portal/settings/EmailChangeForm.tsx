import { useState, type FormEvent } from 'react';
import { toAuthFailure } from '../../shared/auth/authFailure';
import { useAuth } from '../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../shared/auth/messages';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit } from '../../shared/ui/useSubmit';
import { emailError } from '../../shared/validation/rules';
import { fr } from '../i18n/fr';

const text = fr.settings;

/** A new login address through the auth service, which asks to confirm it from the current and the new address. */
export default function EmailChangeForm() {
  const { user, updateEmail, refreshProfile } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, outcome, setOutcome, run } = useSubmit();
  const currentEmail = user?.email ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(email) ?? (email.trim().toLowerCase() === currentEmail.toLowerCase() ? text.sameEmail : undefined);
    setError(invalid);
    setOutcome(null);
    if (invalid) return;
    await run(
      async () => {
        const { pendingConfirmation } = await updateEmail(email);
        setEmail('');
        const pendingMessage = currentEmail ? text.emailPending(currentEmail, email.trim()) : text.firstEmailPending(email.trim());
        setOutcome({ kind: 'success', message: pendingConfirmation ? pendingMessage : text.emailSaved });
        await refreshProfile();
      },
      (caught) => describeAuthFailure(toAuthFailure(caught), authMessages.emailUpdateFailed),
    );
  }

  return (
    <section className="portal-panel" aria-labelledby="settings-email-title">
      <h2 id="settings-email-title">{text.email}</h2>
      <p className="portal-card__meta">{currentEmail ? text.currentEmail(currentEmail) : text.noEmail}</p>
      <form className="portal-form" onSubmit={submit} noValidate>
        {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
        <FormField id="settings-email" label={text.newEmail} required error={error}>
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
        <SubmitButton busy={busy} busyLabel={text.saving}>
          {text.saveEmail}
        </SubmitButton>
      </form>
    </section>
  );
}
