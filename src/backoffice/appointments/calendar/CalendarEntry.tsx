import { Box } from '@mui/material';
import { Link } from 'react-router';
import { useCreatePath } from 'react-admin';
import { appointmentServices, appointmentStatuses, labelOf } from '../../../shared/config/options';
import { clientName, type AppointmentClient } from '../appointmentClient';

export interface CalendarAppointment extends AppointmentClient {
  id: string;
  service: string;
  date: string;
  time: string;
  status: string;
}

const borders: Record<string, string> = { pending: 'warning.main', confirmed: 'info.main', completed: 'success.main', cancelled: 'grey.400' };

/** One appointment in its slot: a link to its page, its slot's day and time come from the table's headers. */
export function CalendarEntry({ appointment }: { appointment: CalendarAppointment }) {
  const createPath = useCreatePath();
  const cancelled = appointment.status === 'cancelled';
  return (
    <Box
      component={Link}
      to={createPath({ resource: 'appointments', id: appointment.id, type: 'show' })}
      sx={{
        display: 'block',
        borderLeft: 4,
        borderColor: borders[appointment.status] ?? 'grey.400',
        bgcolor: cancelled ? 'grey.100' : 'background.paper',
        color: cancelled ? 'text.secondary' : 'text.primary',
        textDecoration: cancelled ? 'line-through' : 'none',
        px: 0.75,
        py: 0.25,
        mb: 0.5,
        borderRadius: 0.5,
        fontSize: '0.8rem',
        lineHeight: 1.3,
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <strong>{clientName(appointment)}</strong>
      <br />
      {labelOf(appointmentServices, appointment.service)} · {labelOf(appointmentStatuses, appointment.status)}
    </Box>
  );
}
