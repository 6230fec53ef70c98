import { FormField } from '../../shared/ui/FormField';
import { fr } from '../i18n/fr';

const text = fr.settings;

interface ReauthenticationCodeProps {
  /** The code has been e-mailed: show the field to type it. */
  sent: boolean;
  sending: boolean;
  code: string;
  error?: string;
  onSend(): void;
  onCodeChange(code: string): void;
}

/**
 * The second step of a password change from a session that is not recent: ask the server to
 * e-mail a code, then type it (GoTrue's secure password change, the nonce of updateUser).
 */
export function ReauthenticationCode({ sent, sending, code, error, onSend, onCodeChange }: ReauthenticationCodeProps) {
  return (
    <>
      <button type="button" className="button button--small" onClick={onSend} disabled={sending} aria-busy={sending}>
        {sending ? text.sendingCode : text.sendCode}
      </button>
      {sent ? (
        <FormField id="settings-reauthentication-code" label={text.code} required error={error}>
          <input
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      ) : null}
    </>
  );
}
