import { useAuth } from '../../../../shared/auth/AuthProvider';
import { PhoneCodeForm, type PhoneCodeLabels } from '../../../../shared/phone/PhoneCodeForm';
import { accountText } from '../../../i18n/fr/account';
import type { SentCode } from './phoneForm';

const text = accountText.phone;

const labels: PhoneCodeLabels = {
  code: text.code,
  verify: text.verify,
  verifying: text.verifying,
  resend: text.resend,
  resendIn: text.resendIn,
  otherNumber: text.changeNumber,
  resent: text.resent,
  sendFailed: text.sendFailed,
  verifyFailed: text.verifyFailed,
};

interface PhoneCodeStepProps {
  sent: SentCode;
  countdown: { secondsLeft: number; start(seconds: number): void };
  onChangeNumber(): void;
}

/** Step 2: the code received signs in; the page's useLeaveWhenSignedIn then moves on, the button busy until then. */
export function PhoneCodeStep({ sent, countdown, onChangeNumber }: PhoneCodeStepProps) {
  const { sendPhoneCode, verifyPhoneCode } = useAuth();
  const { phone } = sent.request;
  return (
    <PhoneCodeForm
      phone={phone}
      notice={{ kind: 'info', message: sent.notice }}
      countdown={countdown}
      resendCode={() => sendPhoneCode(sent.request)}
      verifyCode={(code) => verifyPhoneCode(phone, code)}
      staysBusyAfterSuccess
      labels={labels}
      fieldId="phone-code"
      className="account-form"
      actionsClassName="account-form__row"
      onOtherNumber={onChangeNumber}
    />
  );
}
