import { databaseRefusal, type Refusal } from '../../shared/errors/databaseRefusal';
import { useState } from 'react';
import { InviteLinks } from '../../shared/booking/InviteLinks';
import { MoveAppointmentForm } from '../../shared/booking/MoveAppointmentForm';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { Alert } from '../../shared/ui/Alert';
import { CancelReasonField } from '../../shared/ui/CancelReasonField';
import { useSubmit } from '../../shared/ui/useSubmit';
import StatusBadge from '../components/StatusBadge';
import { cancelOwnAppointment, fetchDaysWithFreeSlots, fetchFreeSlots, moveOwnAppointment } from '../data/ownRows';
import type { AppointmentRow } from '../data/rows';
import { fr } from '../i18n/fr';
import { supportFr } from '../i18n/supportFr';

const text = fr.appointments;


/** Whether the customer may still change it: pending or confirmed, not started (the database checks again). */
const changeable = (appointment: AppointmentRow, now = new Date()) =>
  (appointment.status === 'pending' || appointment.status === 'confirmed') &&
  new Date(`${appointment.date}T${appointment.time.slice(0, 5)}:00Z`) > now;

/** One appointment; a pending or confirmed one still to come can be cancelled or moved by its customer. */
export default function AppointmentCard({ appointment, onChanged }: { appointment: AppointmentRow; onChanged(change: 'cancelled' | 'moved'): void }) {
  const { busy, outcome: failure, run } = useSubmit();
  const [moving, setMoving] = useState(false);
  // Cancelling asks first, with an optional reason for the company.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [reason, setReason] = useState('');
  const service = labelOf(appointmentServices, appointment.service);
  const titleId = `appointment-${appointment.id}`;

  async function cancel() {
    await run(
      async () => {
        await cancelOwnAppointment(appointment.id, reason);
        onChanged('cancelled');
      },
      (error) => databaseRefusal(error, text.cancelFailed).message,
    );
  }

  async function move(date: string, time: string): Promise<Refusal | null> {
    try {
      await moveOwnAppointment(appointment.id, date, time);
      setMoving(false);
      onChanged('moved');
      return null;
    } catch (error) {
      return databaseRefusal(error, text.moveFailed);
    }
  }

  return (
    <article className="portal-card" aria-labelledby={titleId}>
      <header className="portal-card__header">
        <div>
          <h3 id={titleId} className="portal-card__title">
            {service}
          </h3>
          <p className="portal-card__meta">{text.at(formatLongDay(appointment.date), formatTime(appointment.time))}</p>
        </div>
        <StatusBadge options={appointmentStatuses} value={appointment.status} />
      </header>
      {appointment.place ? (
        <p className="support-intervention__place">
          <span className="portal-card__label">{supportFr.request.interventionPlace} : </span>
          {appointment.place === 'on_site' ? supportFr.request.onSite(appointment.place_address) : supportFr.request.inShop}
        </p>
      ) : null}
      {appointment.notes ? (
        <p>
          <span className="portal-card__label">{text.notes} : </span>
          {appointment.notes}
        </p>
      ) : null}
      {failure ? <Alert>{failure.message}</Alert> : null}
      {moving ? <MoveAppointmentForm onMove={move} onBack={() => setMoving(false)} loadSlots={fetchFreeSlots} loadDaysWithFreeSlots={fetchDaysWithFreeSlots} /> : null}
      {!moving && changeable(appointment) ? <InviteLinks appointment={appointment} /> : null}
      {!moving && confirmingCancel && changeable(appointment) ? (
        <div role="group" aria-label={text.cancel}>
          <p>{text.confirmCancel}</p>
          <CancelReasonField id={`${titleId}-cancel-reason`} value={reason} onChange={setReason} />
          <div className="button-row">
            <button type="button" className="button button--danger button--small" onClick={cancel} disabled={busy} aria-busy={busy}>
              {busy ? text.cancelling : text.confirmCancelButton}
            </button>
            <button type="button" className="button button--outline button--small" onClick={() => setConfirmingCancel(false)} disabled={busy}>
              {text.keep}
            </button>
          </div>
        </div>
      ) : null}
      {!moving && !confirmingCancel && changeable(appointment) ? (
        <div className="button-row">
          <button type="button" className="button button--outline button--small" onClick={() => setMoving(true)} disabled={busy} aria-describedby={titleId}>
            {text.move}
          </button>
          <button type="button" className="button button--danger button--small" onClick={() => setConfirmingCancel(true)} disabled={busy} aria-describedby={titleId}>
            {text.cancel}
          </button>
        </div>
      ) : null}
    </article>
  );
}
