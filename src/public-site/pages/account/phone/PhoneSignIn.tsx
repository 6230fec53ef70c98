import { useState } from 'react';
import { useCountdown } from '../../../../shared/phone/useCountdown';
import { PhoneCodeStep } from './PhoneCodeStep';
import { PhoneNumberStep } from './PhoneNumberStep';
import { emptyPhoneForm, type PhoneForm, type SentCode } from './phoneForm';

/**
 * « Se connecter avec mon numéro »: the number and the channel (SMS or WhatsApp), then the 6-digit code.
 * The code signs in; the page's useLeaveWhenSignedIn then takes the person where an e-mail sign-in would.
 * `signUp` (on /register) also asks the name and the terms, given to the account a new number creates.
 */
export function PhoneSignIn({ signUp = false }: { signUp?: boolean }) {
  const [form, setForm] = useState<PhoneForm>(emptyPhoneForm);
  const [sent, setSent] = useState<SentCode | null>(null);
  const countdown = useCountdown();

  if (!sent) {
    return (
      <PhoneNumberStep
        signUp={signUp}
        form={form}
        onFormChange={setForm}
        onSent={(code, waitSeconds) => {
          setSent(code);
          countdown.start(waitSeconds);
        }}
      />
    );
  }
  return <PhoneCodeStep sent={sent} countdown={countdown} onChangeNumber={() => setSent(null)} />;
}
