import { Link, Stack } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatTime } from '../../shared/format/dates';
import { telHref } from '../../shared/format/telHref';
import { adminPath } from '../common/adminPath';
import { StatusChip } from '../common/StatusChip';
import { clientName, type AppointmentClient } from '../appointments/appointmentClient';
import { TodayRow } from './TodayRow';
import { TodaySection } from './TodaySection';

interface TodayAppointment extends AppointmentClient {
  id: string;
  service: string;
  time: string;
  status: string;
  phone: string | null;
}

/** Today's appointments in time order (cancelled ones left out), each with a number to call from the phone. */
export function TodayAppointments({ today }: { today: string }) {
  return (
    <TodaySection<TodayAppointment>
      title="backoffice.today.appointments"
      resource="appointments"
      filter={{ date: today, 'status@neq': 'cancelled' }}
      sort={{ field: 'time', order: 'ASC' }}
      columns={['*', 'profiles(full_name,email)']}
      empty="backoffice.today.no_appointments"
      item={(appointment) => (
        <RecordContextProvider key={appointment.id} value={appointment}>
          <TodayRow
            to={adminPath(`/appointments/${appointment.id}/show`)}
            primary={`${formatTime(appointment.time)} — ${clientName(appointment)}`}
            secondary={
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <span>{labelOf(appointmentServices, appointment.service)}</span>
                <StatusChip options={appointmentStatuses} />
                {appointment.phone ? <Link href={telHref(appointment.phone)}>{appointment.phone}</Link> : null}
              </Stack>
            }
          />
        </RecordContextProvider>
      )}
    />
  );
}
