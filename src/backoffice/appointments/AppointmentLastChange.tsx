import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, formatLongDay, formatTime } from '../../shared/format/dates';
import type { Tables } from '../../shared/supabase/database.types';

type AppointmentChangeRecord = Pick<Tables<'appointments'>, 'last_change' | 'last_change_at' | 'previous_date' | 'previous_time'>;

/** What the customer (or the company) last did to the appointment, and when: « Annulé par le client le … ». */
export function AppointmentLastChange(_props: { label?: string }) {
  const record = useRecordContext<AppointmentChangeRecord>();
  const translate = useTranslate();
  if (!record?.last_change || !record.last_change_at) return null;
  const previous = record.previous_date && record.previous_time ? `${formatLongDay(record.previous_date)} à ${formatTime(record.previous_time)}` : '';
  return (
    <Typography variant="body2" color={record.last_change === 'moved_by_company' ? 'text.secondary' : 'warning.dark'}>
      {translate(`backoffice.appointment_changes.${record.last_change}`, { when: formatDateTime(record.last_change_at), previous })}
    </Typography>
  );
}
