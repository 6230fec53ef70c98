import type { Ref } from 'react';

/** FormField gives the control its id and what links it to the label, hint and error. */
interface OneTimeCodeInputProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
  value: string;
  /** The digits typed or pasted, at most six: anything else is dropped as it is typed. */
  onChange(code: string): void;
}

/** The 6-digit code received by SMS: numeric keypad, the phone's « code from Messages » suggestion. */
export function OneTimeCodeInput({ ref, value, onChange, ...control }: OneTimeCodeInputProps) {
  return (
    <input
      {...control}
      ref={ref}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
