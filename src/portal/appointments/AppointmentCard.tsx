import { useState } from 'react';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { Alert } from '../../shared/ui/Alert';
import StatusBadge from '../components/StatusBadge';
import { cancelOwnAppointment } from '../data/ownRows';
import type { AppointmentRow } from '../data/rows';
import { fr } from '../i18n/fr';

const text = fr.appointments;

/** One appointment; a pending one can be cancelled by its customer (the only change RLS allows them). */
export default function AppointmentCard({ appointment, onChanged }: { appointment: AppointmentRow; onChanged(): void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const service = labelOf(appointmentServices, appointment.service);
  const titleId = `appointment-${appointment.id}`;

  async function cancel() {
    if (!window.confirm(text.confirmCancel)) return;
    setBusy(true);
    setFailed(false);
    try {
      await cancelOwnAppointment(appointment.id);
      onChanged();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
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
      {appointment.notes ? (
        <p>
          <span className="portal-card__label">{text.notes} : </span>
          {appointment.notes}
        </p>
      ) : null}
      {failed ? <Alert>{text.cancelFailed}</Alert> : null}
      {appointment.status === 'pending' ? (
        <button type="button" className="button button--danger button--small" onClick={cancel} disabled={busy} aria-busy={busy} aria-describedby={titleId}>
          {busy ? text.cancelling : text.cancel}
        </button>
      ) : null}
    </article>
  );
}
