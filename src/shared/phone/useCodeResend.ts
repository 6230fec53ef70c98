import { useState } from 'react';
import { toAuthFailure } from '../auth/authFailure';
import { describeAuthFailure } from '../auth/messages';
import type { SubmitOutcome } from '../ui/useSubmit';
import { codeResendSeconds } from './useCountdown';

interface CodeResendOptions {
  /** What the code step says first (where the code went). */
  firstNotice: SubmitOutcome;
  countdown: { secondsLeft: number; start(seconds: number): void };
  /** Asks the server for another code. */
  send(): Promise<unknown>;
  /** Said once it is sent, and when it could not be. */
  sentMessage: string;
  failedMessage: string;
  /** Called as the request starts (the form clears its earlier failure). */
  onStart(): void;
}

/**
 * « Renvoyer le code » of a code sent by SMS (sign-in or a new number): a new code restarts the minute's
 * countdown; the server's « too soon » restarts it with the seconds it says are left, as information, since
 * the code already sent still works.
 */
export function useCodeResend({ firstNotice, countdown, send, sentMessage, failedMessage, onStart }: CodeResendOptions) {
  const [notice, setNotice] = useState<SubmitOutcome>(firstNotice);
  const [resending, setResending] = useState(false);

  async function resend() {
    setResending(true);
    onStart();
    try {
      await send();
      setNotice({ kind: 'info', message: sentMessage });
      countdown.start(codeResendSeconds);
    } catch (caught) {
      const failure = toAuthFailure(caught);
      const tooSoon = failure.reason === 'sms-sent-recently';
      if (tooSoon) countdown.start(failure.waitSeconds ?? codeResendSeconds);
      setNotice({ kind: tooSoon ? 'info' : 'error', message: describeAuthFailure(failure, failedMessage, 'code') });
    } finally {
      setResending(false);
    }
  }

  return { notice, resending, resend, waiting: countdown.secondsLeft > 0 };
}
