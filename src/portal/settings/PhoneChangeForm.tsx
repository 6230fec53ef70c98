import { useState, type FormEvent } from 'react';
import { toAuthFailure } from '../../shared/auth/authFailure';
import { useAuth } from '../../shared/auth/AuthProvider';
import { describeAuthFailure, phoneMessages } from '../../shared/auth/messages';
import { formatPhoneNumber, normalizePhoneNumber } from '../../shared/phone/phoneNumber';
import { codeResendSeconds, useCountdown } from '../../shared/phone/useCountdown';
import { Alert } from '../../shared/ui/Alert';
import { FormField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useSubmit, type SubmitOutcome } from '../../shared/ui/useSubmit';
import { fr } from '../i18n/fr';
import { PhoneChangeCode } from './PhoneChangeCode';

const text = fr.settings;

/**
 * The account's phone number (GoTrue's phone_change): a new number gets a code by SMS and counts
 * once that code is typed back. A number already waiting for its code (`pendingPhone`, after a
 * reload) goes straight to the code. Not the profile's contact phone, which needs no proof.
 */
export default function PhoneChangeForm() {
  const { user, updatePhone } = useAuth();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asked, setAsked] = useState<{ phone: string; notice: SubmitOutcome } | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [dismissedPending, setDismissedPending] = useState(false);
  const { busy, outcome, setOutcome, run } = useSubmit();
  const countdown = useCountdown();
  const current = user?.phone ?? '';
  const pending = !dismissedPending && user?.pendingPhone ? user.pendingPhone : '';
  const waitingFor = asked ?? (pending ? { phone: pending, notice: { kind: 'info' as const, message: text.phoneCodeSent(formatPhoneNumber(pending)) } } : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizePhoneNumber(number);
    const invalid = normalized.ok ? undefined : normalized.problem === 'empty' ? phoneMessages.required : phoneMessages.invalid;
    const same = normalized.ok && normalized.e164 === current && user?.phoneConfirmed;
    setError(invalid ?? (same ? text.samePhone : undefined));
    setConfirmed(null);
    if (!normalized.ok || same) return;
    const phone = normalized.e164;
    await run(
      async () => {
        try {
          await updatePhone(phone);
        } catch (caught) {
          const failure = toAuthFailure(caught);
          // The code sent to this number less than a minute ago still works: ask for it.
          if (failure.reason !== 'sms-sent-recently') throw failure;
          setAsked({ phone, notice: { kind: 'info', message: describeAuthFailure(failure, text.phoneCodeFailed) } });
          countdown.start(failure.waitSeconds ?? codeResendSeconds);
          return;
        }
        setAsked({ phone, notice: { kind: 'info', message: text.phoneCodeSent(formatPhoneNumber(phone)) } });
        countdown.start(codeResendSeconds);
      },
      (caught) => describeAuthFailure(toAuthFailure(caught), text.phoneCodeFailed, 'code'),
    );
  }

  return (
    <section className="portal-panel" aria-labelledby="settings-phone-title">
      <h2 id="settings-phone-title">{text.accountPhone}</h2>
      <p className="portal-card__meta">{text.accountPhoneIntro}</p>
      <p className="portal-card__meta">
        {current ? (
          <>
            {text.currentPhone(formatPhoneNumber(current))}{' '}
            <span className={`status-badge status-badge--${user?.phoneConfirmed ? 'confirmed' : 'pending'}`}>
              {user?.phoneConfirmed ? text.phoneConfirmed : text.phoneUnconfirmed}
            </span>
          </>
        ) : (
          text.noPhone
        )}
      </p>
      {confirmed ? <Alert kind="success">{text.phoneSaved(formatPhoneNumber(confirmed))}</Alert> : null}
      {waitingFor ? (
        <PhoneChangeCode
          key={waitingFor.phone}
          phone={waitingFor.phone}
          notice={waitingFor.notice}
          countdown={countdown}
          onConfirmed={() => {
            setConfirmed(waitingFor.phone);
            setAsked(null);
            setDismissedPending(true);
            setNumber('');
          }}
          onOtherNumber={() => {
            setAsked(null);
            setDismissedPending(true);
            setOutcome(null);
          }}
        />
      ) : (
        <form className="portal-form" onSubmit={submit} noValidate>
          {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
          <FormField id="settings-phone" label={current ? text.newPhone : text.addPhone} required error={error} hint={text.phoneHint}>
            <input
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={number}
              onChange={(event) => {
                setNumber(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <SubmitButton busy={busy} busyLabel={text.sendingPhoneCode}>
            {text.sendPhoneCode}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
