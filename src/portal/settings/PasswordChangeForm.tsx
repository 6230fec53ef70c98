import { useState, type FormEvent } from 'react';
import { toAuthFailure } from '../../shared/auth/authFailure';
import { useAuth } from '../../shared/auth/AuthProvider';
import { authMessages, describeAuthFailure } from '../../shared/auth/messages';
import { PasswordField } from '../../shared/auth/PasswordField';
import { hasErrors, newPasswordErrors, type NewPasswordInput } from '../../shared/auth/validation';
import { Alert } from '../../shared/ui/Alert';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit } from '../../shared/ui/useSubmit';
import type { FieldErrors } from '../../shared/validation/rules';
import { fr } from '../i18n/fr';
import { ReauthenticationCode } from './ReauthenticationCode';

const text = fr.settings;
const empty: NewPasswordInput = { password: '', passwordConfirmation: '' };

/** Where the e-mailed code stands: not asked for, asked for by the server, sent to the person. */
type CodeStep = 'none' | 'needed' | 'sent';

/**
 * A new password (minimumPasswordLength characters at least) typed twice. A session opened more than a few minutes
 * ago must confirm the change with a code e-mailed on request (the server says so with
 * reauthentication_needed); the form then offers to send it and asks for it.
 */
export default function PasswordChangeForm() {
  const { user, updatePassword, requestReauthenticationCode } = useAuth();
  const [form, setForm] = useState<NewPasswordInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordInput>>({});
  // One outcome for both buttons: « Enregistrer » (run) and « Envoyer le code » (sendCode, its own busy state).
  const { busy, outcome, setOutcome, run } = useSubmit();
  const [codeStep, setCodeStep] = useState<CodeStep>('none');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sendingCode, setSendingCode] = useState(false);

  function update(field: keyof NewPasswordInput, value: string) {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setOutcome(null);
  }

  async function sendCode() {
    setSendingCode(true);
    try {
      await requestReauthenticationCode();
      setCodeStep('sent');
      setOutcome({ kind: 'info', message: text.codeSent(user?.email ?? '') });
    } catch (error) {
      const failure = toAuthFailure(error);
      if (failure.reason === 'email-sent-recently') {
        // The code sent under a minute ago (before a reload, or from the first tap) still works: keep the field and what is typed.
        setCodeStep('sent');
        setOutcome({ kind: 'info', message: describeAuthFailure(failure, text.codeSendFailed, 'code') });
      } else {
        setOutcome({ kind: 'error', message: describeAuthFailure(failure, text.codeSendFailed, 'code') });
      }
    } finally {
      setSendingCode(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(form);
    setErrors(found);
    const missingCode = codeStep === 'sent' && !/^\d{6}$/.test(code);
    setCodeError(missingCode ? text.codeRequired : undefined);
    if (hasErrors(found) || missingCode) return;
    await run(
      async () => {
        try {
          await updatePassword(form.password, codeStep === 'sent' ? code : undefined);
        } catch (error) {
          if (toAuthFailure(error).reason !== 'reauthentication-needed') throw error;
          // An old session: the change waits for a code e-mailed on request.
          setCodeStep((step) => (step === 'none' ? 'needed' : step));
          return { kind: 'info', message: text.codeNeeded };
        }
        setForm(empty);
        setCode('');
        setCodeStep('none');
        return { kind: 'success', message: text.passwordSaved };
      },
      (caught) => describeAuthFailure(toAuthFailure(caught).reason, authMessages.passwordUpdateFailed),
    );
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
        {codeStep !== 'none' ? (
          <ReauthenticationCode
            sent={codeStep === 'sent'}
            sending={sendingCode}
            code={code}
            error={codeError}
            onSend={() => void sendCode()}
            onCodeChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
          />
        ) : null}
        <SubmitButton busy={busy} busyLabel={text.saving}>
          {text.savePassword}
        </SubmitButton>
      </form>
    </section>
  );
}
