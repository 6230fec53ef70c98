import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toAuthFailure } from '../../../../shared/auth/authFailure';
import { useAuth } from '../../../../shared/auth/AuthProvider';
import { describeAuthFailure, phoneMessages } from '../../../../shared/auth/messages';
import { formatPhoneNumber } from '../../../../shared/phone/phoneNumber';
import { useCodeResend } from '../../../../shared/phone/useCodeResend';
import { Alert } from '../../../../shared/ui/Alert';
import { FormField } from '../../../../shared/ui/FormField';
import { OneTimeCodeInput } from '../../../../shared/ui/OneTimeCodeInput';
import { SubmitButton } from '../../../../shared/ui/SubmitButton';
import { useSubmit } from '../../../../shared/ui/useSubmit';
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
  // Signed in, the page moves on (useLeaveWhenSignedIn): the button stays busy until then.
  const { busy, outcome: failure, setOutcome, run } = useSubmit({ staysBusyAfterSuccess: true });
  const codeField = useRef<HTMLInputElement>(null);
  const { phone } = sent.request;
  const { notice, resending, resend, waiting } = useCodeResend({
    firstNotice: { kind: 'info', message: sent.notice },
    countdown,
    send: () => sendPhoneCode(sent.request),
    sentMessage: text.resent(formatPhoneNumber(phone)),
    failedMessage: text.sendFailed,
    onStart: () => setOutcome(null),
  });

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

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Alert kind={notice.kind}>{notice.message}</Alert>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <FormField id="phone-code" label={text.code} required error={codeError}>
        <OneTimeCodeInput
          ref={codeField}
          value={code}
          onChange={(typed) => {
            setCode(typed);
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
