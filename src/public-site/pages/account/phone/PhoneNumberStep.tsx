import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toAuthFailure } from '../../../../shared/auth/authFailure';
import { useAuth } from '../../../../shared/auth/AuthProvider';
import { describeAuthFailure } from '../../../../shared/auth/messages';
import { paths } from '../../../../shared/paths';
import { formatPhoneNumber } from '../../../../shared/phone/phoneNumber';
import { codeResendSeconds } from '../../../../shared/phone/useCountdown';
import { Alert } from '../../../../shared/ui/Alert';
import { describedBy, FormField } from '../../../../shared/ui/FormField';
import { SubmitButton } from '../../../../shared/ui/SubmitButton';
import { useSubmit } from '../../../../shared/ui/useSubmit';
import { accountText } from '../../../i18n/fr/account';
import { phoneCodeRequest, type PhoneForm, type PhoneFormErrors, type SentCode } from './phoneForm';

const text = accountText.phone;

interface PhoneNumberStepProps {
  signUp: boolean;
  form: PhoneForm;
  onFormChange(form: PhoneForm): void;
  /** The code is on its way (or one sent less than a minute ago still is): `waitSeconds` before another. */
  onSent(code: SentCode, waitSeconds: number): void;
}

/** Step 1: the number (+226 unless another code is typed) and how the code travels. */
export function PhoneNumberStep({ signUp, form, onFormChange, onSent }: PhoneNumberStepProps) {
  const { sendPhoneCode } = useAuth();
  const [errors, setErrors] = useState<PhoneFormErrors>({});
  const { busy, outcome, run } = useSubmit();

  function update<Field extends keyof PhoneForm>(field: Field, value: PhoneForm[Field]) {
    onFormChange({ ...form, [field]: value });
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = phoneCodeRequest(form, signUp);
    if ('errors' in checked) {
      setErrors(checked.errors);
      document.getElementById(`phone-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    const { request } = checked;
    const shown = formatPhoneNumber(request.phone);
    await run(
      async () => {
        try {
          await sendPhoneCode(request);
        } catch (caught) {
          const failure = toAuthFailure(caught);
          // A code sent less than a minute ago is still valid: go and type it, and say when another may come.
          if (failure.reason !== 'sms-sent-recently') throw failure;
          onSent({ request, notice: describeAuthFailure(failure, text.sendFailed) }, failure.waitSeconds ?? codeResendSeconds);
          return;
        }
        onSent({ request, notice: text.codeSentTo(shown, request.channel) }, codeResendSeconds);
      },
      (caught) => describeAuthFailure(toAuthFailure(caught), text.sendFailed, 'code'),
    );
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-card__intro">{text.intro}</p>
      {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
      {signUp ? (
        <FormField id="phone-fullName" label={accountText.register.fullName} required error={errors.fullName}>
          <input name="fullName" autoComplete="name" value={form.fullName} onChange={(event) => update('fullName', event.target.value)} />
        </FormField>
      ) : null}
      <FormField id="phone-number" label={text.number} required error={errors.number} hint={text.numberHint}>
        <input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.number}
          onChange={(event) => update('number', event.target.value)}
        />
      </FormField>
      <fieldset className="field">
        <legend>{text.channel}</legend>
        <label className="checkbox">
          <input type="radio" name="channel" value="sms" checked={form.channel === 'sms'} onChange={() => update('channel', 'sms')} />
          {text.bySms}
        </label>
        <label className="checkbox">
          <input type="radio" name="channel" value="whatsapp" checked={form.channel === 'whatsapp'} onChange={() => update('channel', 'whatsapp')} />
          {text.byWhatsapp}
        </label>
      </fieldset>
      {signUp ? (
        <div className={errors.acceptTerms ? 'field field--error' : 'field'}>
          <label className="checkbox">
            <input
              id="phone-acceptTerms"
              type="checkbox"
              checked={form.acceptTerms}
              onChange={(event) => update('acceptTerms', event.target.checked)}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={describedBy('phone-acceptTerms', errors.acceptTerms)}
            />
            <span>
              {accountText.register.termsBefore}
              <Link to={paths.termsOfService} target="_blank">
                {accountText.register.terms}
              </Link>
              {accountText.register.termsBetween}
              <Link to={paths.privacyPolicy} target="_blank">
                {accountText.register.privacy}
              </Link>
            </span>
          </label>
          {errors.acceptTerms ? (
            <p className="field__error" id="phone-acceptTerms-error">
              {errors.acceptTerms}
            </p>
          ) : null}
        </div>
      ) : (
        <label className="checkbox">
          <input type="checkbox" checked={form.remember} onChange={(event) => update('remember', event.target.checked)} />
          {accountText.login.remember}
        </label>
      )}
      <SubmitButton busy={busy} busyLabel={text.sendingCode}>
        {text.sendCode}
      </SubmitButton>
    </form>
  );
}
