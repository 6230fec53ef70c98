import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toAuthFailure } from '../auth/authFailure';
import { describeAuthFailure, phoneMessages } from '../auth/messages';
import { Alert } from '../ui/Alert';
import { FormField } from '../ui/FormField';
import { OneTimeCodeInput } from '../ui/OneTimeCodeInput';
import { SubmitButton } from '../ui/SubmitButton';
import { useSubmit, type SubmitOutcome } from '../ui/useSubmit';
import { formatPhoneNumber } from './phoneNumber';
import { useCodeResend } from './useCodeResend';

/** The words of the code form, from the catalogue of the area that shows it. */
export interface PhoneCodeLabels {
  code: string;
  verify: string;
  verifying: string;
  resend: string;
  resendIn(seconds: number): string;
  /** « Changer de numéro », « Un autre numéro ». */
  otherNumber: string;
  resent(formattedPhone: string): string;
  sendFailed: string;
  verifyFailed: string;
}

interface PhoneCodeFormProps {
  /** E.164: the number the code was sent to. */
  phone: string;
  /** Where the code went, said first. */
  notice: SubmitOutcome;
  countdown: { secondsLeft: number; start(seconds: number): void };
  /** Asks for another code, and checks the one typed. */
  resendCode(): Promise<unknown>;
  verifyCode(code: string): Promise<unknown>;
  /** Signing in, the page moves on: the button stays busy until then. */
  staysBusyAfterSuccess?: boolean;
  labels: PhoneCodeLabels;
  fieldId: string;
  className: string;
  actionsClassName?: string;
  onOtherNumber(): void;
}

/**
 * The six-digit code sent to a phone (signing in with it, or proving a new number): « Renvoyer le code »
 * once the minute has passed, and a way back to another number.
 */
export function PhoneCodeForm({ phone, notice: firstNotice, countdown, resendCode, verifyCode, staysBusyAfterSuccess = false, labels, fieldId, className, actionsClassName, onOtherNumber }: PhoneCodeFormProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const { busy, outcome: failure, setOutcome, run } = useSubmit({ staysBusyAfterSuccess });
  const codeField = useRef<HTMLInputElement>(null);
  const { notice, resending, resend, waiting } = useCodeResend({
    firstNotice,
    countdown,
    send: resendCode,
    sentMessage: labels.resent(formatPhoneNumber(phone)),
    failedMessage: labels.sendFailed,
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
        await verifyCode(code);
      },
      (caught) => describeAuthFailure(toAuthFailure(caught), labels.verifyFailed, 'code'),
    );
  }

  return (
    <form className={className} onSubmit={submit} noValidate>
      <Alert kind={notice.kind}>{notice.message}</Alert>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <FormField id={fieldId} label={labels.code} required error={codeError}>
        <OneTimeCodeInput
          ref={codeField}
          value={code}
          onChange={(typed) => {
            setCode(typed);
            setCodeError(undefined);
          }}
        />
      </FormField>
      <SubmitButton busy={busy} busyLabel={labels.verifying}>
        {labels.verify}
      </SubmitButton>
      <div className={actionsClassName}>
        <button type="button" className="button button--small" onClick={resend} disabled={waiting || resending} aria-busy={resending}>
          {waiting ? labels.resendIn(countdown.secondsLeft) : labels.resend}
        </button>{' '}
        <button type="button" className="button button--small" onClick={onOtherNumber}>
          {labels.otherNumber}
        </button>
      </div>
    </form>
  );
}
