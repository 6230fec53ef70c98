import { databaseRefusal, type Refusal } from '../../shared/errors/databaseRefusal';
import { useState } from 'react';
import { Link } from 'react-router';
import { InviteLinks } from '../../shared/booking/InviteLinks';
import { MoveAppointmentForm } from '../../shared/booking/MoveAppointmentForm';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import { Alert } from '../../shared/ui/Alert';
import { CancelReasonField } from '../../shared/ui/CancelReasonField';
import { useSubmit } from '../../shared/ui/useSubmit';
import { fetchAvailableSlots, fetchDaysWithFreeSlots } from '../queries/slotQueries';
import { AppointmentSummary } from './AppointmentSummary';
import type { ManagedAppointment, ManageResult } from './manageQueries';
import { manageText } from '../i18n/fr/appointmentManage';

interface ManagedAppointmentViewProps {
  initial: ManagedAppointment;
  /** Cancels, with the reason the customer typed (may be empty). */
  cancel: (reason: string) => Promise<ManageResult>;
  move: (date: string, time: string) => Promise<ManageResult>;
  /** The link stopped working meanwhile (cancelled elsewhere, started). */
  onInvalid: () => void;
}


/** The appointment with what can be done to it: cancel (after a confirmation step) or move. */
export function ManagedAppointmentView({ initial, cancel, move, onInvalid }: ManagedAppointmentViewProps) {
  const [appointment, setAppointment] = useState(initial);
  const [mode, setMode] = useState<'view' | 'confirmCancel' | 'move'>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { busy, outcome: failure, setOutcome, run } = useSubmit();
  const open = appointment.can_change && (appointment.status === 'pending' || appointment.status === 'confirmed');

  /** The database's answer: the link died meanwhile, or the changed appointment with the notice that says so. */
  function show(result: ManageResult, done: (changed: ManagedAppointment) => string) {
    if (result.kind === 'invalid') return onInvalid();
    setAppointment(result.appointment);
    setNotice(done(result.appointment));
    setMode('view');
  }

  const cancelAppointment = () => run(async () => show(await cancel(reason), () => manageText.cancelled), (error) => databaseRefusal(error, manageText.actionFailed).message);

  /** For MoveAppointmentForm, which has its own busy state and shows the refusal (under a field when it names one). */
  async function moveAppointment(date: string, time: string): Promise<Refusal | null> {
    setOutcome(null);
    try {
      show(await move(date, time), (moved) => manageText.moved(manageText.slot(formatLongDay(moved.date), formatTime(moved.time))));
      return null;
    } catch (error) {
      return databaseRefusal(error, manageText.actionFailed);
    }
  }

  if (mode === 'move') {
    return <MoveAppointmentForm onMove={moveAppointment} onBack={() => setMode('view')} loadSlots={fetchAvailableSlots} loadDaysWithFreeSlots={fetchDaysWithFreeSlots} />;
  }

  return (
    <div className="managed-appointment">
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {failure ? <Alert>{failure.message}</Alert> : null}
      <AppointmentSummary appointment={appointment} />
      {open ? <InviteLinks appointment={appointment} /> : null}
      {mode === 'confirmCancel' ? (
        <div className="managed-appointment__confirm" role="group" aria-label={manageText.cancel}>
          <p>{manageText.cancelQuestion}</p>
          <CancelReasonField id="manage-cancel-reason" value={reason} onChange={setReason} />
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void cancelAppointment()}
            >
              {manageText.cancelConfirm}
            </button>
            <button type="button" className="button button--outline" disabled={busy} onClick={() => setMode('view')}>
              {manageText.keep}
            </button>
          </div>
        </div>
      ) : open ? (
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => setMode('move')}>
            {manageText.move}
          </button>
          <button type="button" className="button button--outline" onClick={() => setMode('confirmCancel')}>
            {manageText.cancel}
          </button>
        </div>
      ) : (
        <p className="button-row">
          <Link className="button button--primary" to={paths.appointment}>
            {manageText.bookAgain}
          </Link>
        </p>
      )}
    </div>
  );
}
