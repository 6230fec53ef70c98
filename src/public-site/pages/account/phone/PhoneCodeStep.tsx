import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toAuthFailure } from '../../../../shared/auth/authFailure';
import { useAuth } from '../../../../shared/auth/AuthProvider';
import { describeAuthFailure, phoneMessages } from '../../../../shared/auth/messages';
import { formatPhoneNumber } from '../../../../shared/phone/phoneNumber';
import { codeResendSeconds } from '../../../../shared/phone/useCountdown';
import { Alert } from '../../../../shared/ui/Alert';
import { FormField } from '../../../../shared/ui/FormField';
import { SubmitButton } from '../../../../shared/ui/SubmitButton';
import { useSubmit, type SubmitOutcome } from '../../../../shared/ui/useSubmit';
import { accountText } from '../../../i18n/fr/account';
import type { SentCode } from './PhoneSignIn';

const text = accountText.phone;

interface PhoneCodeStepProps {
  sent: SentCode;
  countdown: { secondsLeft: number; start(seconds: number): void };
  onChangeNumber(): void;
}

/** Step 2: the code received; « Renvoyer le code » once the minute has passed; « Changer de numéro ». */
export function PhoneCodeStep({ sent, countdown, onChangeNumber }: PhoneCodeStepProps) {
  const { sendPhoneCode, verifyPhoneCode } = useAuth();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [notice, setNotice] = useState<SubmitOutcome>({ kind: 'info', message: sent.notice });
  const [resending, setResending] = useState(false);
  // Signed in, the page moves on (useLeaveWhenSignedIn): the button stays busy until then.
  const { busy, outcome: failure, setOutcome, run } = useSubmit({ staysBusyAfterSuccess: true });
  const codeField = useRef<HTMLInputElement>(null);
  const { phone } = sent.request;

  useEffect(() => codeField.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(phoneMessages.codeRequired);
      codeField.current?.focus();
      return;
    }
    await run(
      async () => {
        await verifyPhoneCode(phone, code);
      },
      (caught) => describeAuthFailure(toAuthFailure(caught), text.verifyFailed, 'code'),
    );
  }

  async function resend() {
    setResending(true);
    setOutcome(null);
    try {
      await sendPhoneCode(sent.request);
      setNotice({ kind: 'info', message: text.resent(formatPhoneNumber(phone)) });
      countdown.start(codeResendSeconds);
    } catch (caught) {
      const failure = toAuthFailure(caught);
      if (failure.reason === 'sms-sent-recently') countdown.start(failure.waitSeconds ?? codeResendSeconds);
      setNotice({ kind: failure.reason === 'sms-sent-recently' ? 'info' : 'error', message: describeAuthFailure(failure, text.sendFailed, 'code') });
    } finally {
      setResending(false);
    }
  }

  const waiting = countdown.secondsLeft > 0;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Alert kind={notice.kind}>{notice.message}</Alert>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <FormField id="phone-code" label={text.code} required error={codeError}>
        <input
          ref={codeField}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setCodeError(undefined);
          }}
        />
      </FormField>
      <SubmitButton busy={busy} busyLabel={text.verifying}>
        {text.verify}
      </SubmitButton>
      <div className="account-form__row">
        <button type="button" className="button button--small" onClick={resend} disabled={waiting || resending} aria-busy={resending}>
          {waiting ? text.resendIn(countdown.secondsLeft) : text.resend}
        </button>
        <button type="button" className="button button--small" onClick={onChangeNumber}>
          {text.changeNumber}
        </button>
      </div>
    </form>
  );
}
