import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** What FormField gives its control so screen readers link it to the label, the hint and the error. */
interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /**
   * The one control (input, select, textarea). FormField gives it `id`, `aria-invalid` while there is an error
   * and `aria-describedby` naming the hint and the error it shows, so no form writes them again. A control
   * wrapped in other elements (a password and its show button) takes them as a function's argument instead.
   */
  children: ReactElement<Partial<ControlProps>> | ((control: ControlProps) => ReactNode);
}

/** Label, control and the French error under it, linked for screen readers. */
export function FormField({ id, label, required, error, hint, children }: FormFieldProps) {
  const control: ControlProps = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) };
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby value matching what FormField shows (for a control FormField does not hold). */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
