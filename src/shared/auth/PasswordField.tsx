import { useId, useState } from 'react';
import { FormField } from '../ui/FormField';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** `current-password` on login, `new-password` where a password is chosen. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide button, used by the account forms and the portal settings. */
export function PasswordField({ id, label, value, onChange, error, hint, required, autoComplete }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggleId = useId();
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {(control) => (
      <div className="password-field">
        <input
          {...control}
          name={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
        />
        <button
          id={toggleId}
          type="button"
          className="password-field__toggle"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
        >
          {visible ? 'Masquer' : 'Afficher'}
        </button>
      </div>
      )}
    </FormField>
  );
}
