import { useAuth } from '../../shared/auth/AuthProvider';
import { PhoneCodeForm, type PhoneCodeLabels } from '../../shared/phone/PhoneCodeForm';
import type { SubmitOutcome } from '../../shared/ui/useSubmit';
import { fr } from '../i18n/fr';

const text = fr.settings;

const labels: PhoneCodeLabels = {
  code: text.phoneCode,
  verify: text.confirmPhone,
  verifying: text.confirmingPhone,
  resend: text.resendPhoneCode,
  resendIn: text.resendPhoneCodeIn,
  otherNumber: text.otherNumber,
  resent: text.phoneResent,
  sendFailed: text.phoneCodeFailed,
  verifyFailed: text.phoneConfirmFailed,
};

interface PhoneChangeCodeProps {
  /** E.164: the number the code was sent to. */
  phone: string;
  notice: SubmitOutcome;
  countdown: { secondsLeft: number; start(seconds: number): void };
  onConfirmed(): void;
  onOtherNumber(): void;
}

/** The code sent to the new number proves it; « Renvoyer le code » once the minute has passed, or another number. */
export function PhoneChangeCode({ phone, notice, countdown, onConfirmed, onOtherNumber }: PhoneChangeCodeProps) {
  const { updatePhone, verifyPhoneChange } = useAuth();
  return (
    <PhoneCodeForm
      phone={phone}
      notice={notice}
      countdown={countdown}
      resendCode={() => updatePhone(phone)}
      verifyCode={async (code) => {
        await verifyPhoneChange(phone, code);
        onConfirmed();
      }}
      labels={labels}
      fieldId="settings-phone-code"
      className="portal-form"
      onOtherNumber={onOtherNumber}
    />
  );
}
