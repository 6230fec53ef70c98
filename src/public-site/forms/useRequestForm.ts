import { useState, type FormEvent } from 'react';
import { fr } from '../../shared/i18n/fr';
import type { FieldErrors } from '../../shared/validation/rules';
import { forgetRequest, queueRequest } from '../offline/pendingQueue';
import type { PendingKind } from '../offline/pendingRequest';
import type { TablesInsert } from '../../shared/supabase/database.types';
import { insertRequest, type RequestTable } from './insertRequest';
import { newRequestId } from './newRequestId';

/** queued: no network; the request waits on the device and the form shows the list of pending ones. */
export type FormPhase = 'editing' | 'submitting' | 'sent' | 'queued';

/**
 * The row a form stores, and how the list of pending requests names it. The row is typed by the generated
 * schema (decision 051): a form naming a column the table does not have fails to compile.
 */
export type RequestToSend = {
  [Table in RequestTable]: { table: Table; row: Omit<TablesInsert<Table>, 'id'>; summary: string };
}[RequestTable];

interface RequestFormOptions<Values> {
  kind: PendingKind;
  initialValues: Values;
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>;
  toRequest: (values: Values) => RequestToSend;
  /** The alert of SPEC.md §8 for this form. */
  failureMessage: string;
  /** A row that clashes with one stored meanwhile (a slot just taken): the message, under the field it concerns. */
  onConflict?: () => { field: Extract<keyof Values, string>; message: string };
}

/**
 * The life of a request form: editing (an error clears when its field is
 * edited), submitting (the button shows progress), sent (the confirmation),
 * queued (no network: kept on the device, sent when it returns), or back to
 * editing with an alert and everything typed still there. Each submission
 * carries an id of its own, so a retry of it is never stored twice.
 */
export function useRequestForm<Values extends object>(options: RequestFormOptions<Values>) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [phase, setPhase] = useState<FormPhase>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);

  const setField = <Key extends Field>(field: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const keepForLater = async (request: RequestToSend): Promise<boolean> => {
    try {
      await queueRequest({
        id: requestId,
        kind: options.kind,
        table: request.table,
        row: { ...request.row, id: requestId },
        values: values as Record<string, unknown>,
        summary: request.summary,
        savedAt: new Date().toISOString(),
        state: 'waiting',
      });
      return true;
    } catch {
      // No IndexedDB (private browsing on some browsers): the visitor is told to try again.
      return false;
    }
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
    const request = options.toRequest(values);
    const outcome = await insertRequest(request.table, { ...request.row, id: requestId });
    if (outcome === 'stored') {
      // A request that came back from the queue (a booking whose slot was taken) is settled now.
      void forgetRequest(requestId).catch(() => undefined);
      setPhase('sent');
      return;
    }
    if (outcome === 'offline' && (await keepForLater(request))) {
      setPhase('queued');
      return;
    }
    const refusal =
      typeof outcome === 'object' && 'refusal' in outcome && outcome.refusal.field in values
        ? outcome.refusal
        : outcome === 'conflict'
          ? options.onConflict?.()
          : undefined;
    if (refusal) {
      // The database named the field (or the clash concerns one): its message goes under it, everything typed stays.
      setErrors({ [refusal.field]: refusal.message } as FieldErrors<Field>);
      setPhase('editing');
      focusFirstError(event.currentTarget);
      return;
    }
    if (typeof outcome === 'object' && 'retryAfterSeconds' in outcome) setFailure(fr.failures.tooManyRequests(describeWait(outcome.retryAfterSeconds)));
    else if (typeof outcome === 'object') setFailure(outcome.refusal.message);
    else setFailure(options.failureMessage);
    setPhase('editing');
  };

  const reset = () => {
    setValues(options.initialValues);
    setErrors({});
    setFailure(null);
    setRequestId(newRequestId());
    setPhase('editing');
  };

  /** Takes back a request kept on the device that came back refused (a slot taken meanwhile). */
  const restore = (restoredValues: Values, restoredId: string, message: string) => {
    setValues(restoredValues);
    setRequestId(restoredId);
    setFailure(message);
    setPhase('editing');
  };

  return { values, errors, phase, failure, requestId, setField, setValues, handleSubmit, reset, restore };
}

/** « 45 secondes », « 10 minutes »: a wait as a visitor reads it, rounded up to the minute past one. */
export function describeWait(seconds: number): string {
  return seconds < 60 ? fr.waits.seconds(Math.max(1, seconds)) : fr.waits.minutes(Math.ceil(seconds / 60));
}

/** Moves the keyboard to the first field in error, once React has drawn the messages. */
function focusFirstError(form: HTMLFormElement): void {
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
