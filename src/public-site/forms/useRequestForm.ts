import { useState, type FormEvent } from 'react';
import { fr } from '../../shared/i18n/fr';
import type { FieldErrors } from '../../shared/validation/rules';
import type { InsertOutcome } from './insertRequest';

export type FormPhase = 'editing' | 'submitting' | 'sent';

interface RequestFormOptions<Values> {
  initialValues: Values;
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>;
  submit: (values: Values) => Promise<InsertOutcome>;
  /** The alert of SPEC.md §8 for this form. */
  failureMessage: string;
  onConflict?: () => string;
}

/**
 * The life of a request form: editing (an error clears when its field is
 * edited), submitting (the button shows progress), sent (the confirmation),
 * or back to editing with an alert and everything typed still there.
 */
export function useRequestForm<Values extends object>(options: RequestFormOptions<Values>) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [phase, setPhase] = useState<FormPhase>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const setField = <Key extends Field>(field: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'submitting') return;
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(event.currentTarget);
      return;
    }
    setFailure(null);
    setPhase('submitting');
    const outcome = await options.submit(values);
    if (outcome === 'stored') {
      setPhase('sent');
      return;
    }
    if (typeof outcome === 'object') setFailure(fr.failures.tooManyRequests(describeWait(outcome.retryAfterSeconds)));
    else setFailure(outcome === 'conflict' && options.onConflict ? options.onConflict() : options.failureMessage);
    setPhase('editing');
  };

  const reset = () => {
    setValues(options.initialValues);
    setErrors({});
    setFailure(null);
    setPhase('editing');
  };

  return { values, errors, phase, failure, setField, setValues, handleSubmit, reset };
}

/** « 45 secondes », « 10 minutes »: a wait as a visitor reads it, rounded up to the minute past one. */
export function describeWait(seconds: number): string {
  return seconds < 60 ? fr.waits.seconds(Math.max(1, seconds)) : fr.waits.minutes(Math.ceil(seconds / 60));
}

/** Moves the keyboard to the first field in error, once React has drawn the messages. */
function focusFirstError(form: HTMLFormElement): void {
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
