import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toAuthFailure } from '../../shared/auth/authFailure';
import { useAuth } from '../../shared/auth/AuthProvider';
import { describeAuthFailure, phoneMessages } from '../../shared/auth/messages';
import { formatPhoneNumber } from '../../shared/phone/phoneNumber';
import { useCodeResend } from '../../shared/phone/useCodeResend';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { OneTimeCodeInput } from '../../shared/ui/OneTimeCodeInput';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit, type SubmitOutcome } from '../../shared/ui/useSubmit';
import { fr } from '../i18n/fr';

const text = fr.settings;

interface PhoneChangeCodeProps {
  /** E.164: the number the code was sent to. */
  phone: string;
  notice: SubmitOutcome;
  countdown: { secondsLeft: number; start(seconds: number): void };
  onConfirmed(): void;
  onOtherNumber(): void;
}

/** The code sent to the new number, « Renvoyer le code » once the minute has passed, or another number. */
export function PhoneChangeCode({ phone, notice: firstNotice, countdown, onConfirmed, onOtherNumber }: PhoneChangeCodeProps) {
  const { updatePhone, verifyPhoneChange } = useAuth();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const { busy, outcome: failure, setOutcome, run } = useSubmit();
  const codeField = useRef<HTMLInputElement>(null);
  const { notice, resending, resend, waiting } = useCodeResend({
    firstNotice,
    countdown,
    send: () => updatePhone(phone),
    sentMessage: text.phoneResent(formatPhoneNumber(phone)),
    failedMessage: text.phoneCodeFailed,
    onStart: () => setOutcome(null),
  });

  useEffect(() => codeField.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(phoneMessages.codeRequired);
      return;
    }
    await run(
      async () => {
        await verifyPhoneChange(phone, code);
        onConfirmed();
      },
      (caught) => describeAuthFailure(toAuthFailure(caught), text.phoneConfirmFailed, 'code'),
    );
  }

  return (
    <form className="portal-form" onSubmit={submit} noValidate>
      <Alert kind={notice.kind}>{notice.message}</Alert>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <FormField id="settings-phone-code" label={text.phoneCode} required error={codeError}>
        <OneTimeCodeInput
          ref={codeField}
          value={code}
          onChange={(typed) => {
            setCode(typed);
            setCodeError(undefined);
          }}
        />
      </FormField>
      <SubmitButton busy={busy} busyLabel={text.confirmingPhone}>
        {text.confirmPhone}
      </SubmitButton>
      <p>
        <button type="button" className="button button--small" onClick={resend} disabled={waiting || resending} aria-busy={resending}>
          {waiting ? text.resendPhoneCodeIn(countdown.secondsLeft) : text.resendPhoneCode}
        </button>{' '}
        <button type="button" className="button button--small" onClick={onOtherNumber}>
          {text.otherNumber}
        </button>
      </p>
    </form>
  );
}
