import { fr } from '../i18n/fr';
import { FormField } from './FormField';

/** The appointments' longest cancellation reason (appointments.cancellation_reason's check). */
export const cancelReasonMaxLength = 500;

/**
 * « Motif (facultatif) » when a customer cancels an appointment, from their account or their manage
 * link: stored with the cancellation and sent to the company in its alert.
 */
export function CancelReasonField({ id, value, onChange }: { id: string; value: string; onChange(reason: string): void }) {
  return (
    <FormField id={id} label={`${fr.appointmentCancel.reason} ${fr.form.optional}`} hint={fr.appointmentCancel.reasonHint}>
      <textarea rows={2} maxLength={cancelReasonMaxLength} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
