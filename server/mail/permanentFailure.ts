/** What nodemailer tells about a failed send (see nodemailer's SMTP connection errors). */
interface SmtpFailure {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/**
 * Whether retrying this mail can never help: the server refused this recipient or this message with
 * a 5xx reply (unknown mailbox, bad domain, rejected content), or the address itself cannot be sent
 * to. A refused connection, a timeout, a 4xx, or a 5xx to AUTH or MAIL FROM (our own configuration,
 * which would fail every mail alike) stays temporary: the mail waits for the next attempt.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, command, responseCode, message } = error as SmtpFailure;
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return command === 'RCPT TO' || command === 'DATA';
  }
  return code === 'EENVELOPE' && command === 'API' && typeof message === 'string' && /^(Invalid recipient|No recipients)/.test(message);
}
