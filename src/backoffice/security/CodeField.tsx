import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cleanCode } from './totpFactors';

/** The six-digit code: numeric keyboard on phones, filled by the phone's one-time-code suggestion. */
export function CodeField({ value, onChange, autoFocus = true }: { value: string; onChange: (code: string) => void; autoFocus?: boolean }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('backoffice.security.code')}
      value={value}
      onChange={(event) => onChange(cleanCode(event.target.value))}
      autoFocus={autoFocus}
      required
      fullWidth
      margin="normal"
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]{6}', maxLength: 6, name: 'code' },
      }}
    />
  );
}
