import { useRecordContext, useTranslate } from 'react-admin';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { clientName, type AppointmentClient } from './appointmentClient';

/** « Rendez-vous de Awa Ouédraogo, lundi 7 décembre 2026 à 09h00 ». */
export function AppointmentTitle() {
  const record = useRecordContext<AppointmentClient & { date: string; time: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {translate('backoffice.appointment_show.title', { name: clientName(record), when: `${formatLongDay(record.date)} à ${formatTime(record.time)}` })}
    </span>
  );
}
