import { Card, CardContent, List as MuiList, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useGetList, useTranslate } from 'react-admin';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { adminPath } from '../common/adminPath';
import type { Tables } from '../../shared/supabase/database.types';

type AppointmentRow = Pick<Tables<'appointments'>, 'id' | 'full_name' | 'service' | 'date' | 'time' | 'status'>;

export function RecentAppointments() {
  const translate = useTranslate();
  const { data = [] } = useGetList<AppointmentRow>('appointments', { pagination: { page: 1, perPage: 5 }, sort: { field: 'created_at', order: 'DESC' } });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">{translate('backoffice.dashboard.upcoming_appointments')}</Typography>
        {data.length === 0 && <Typography color="text.secondary">{translate('backoffice.dashboard.nothing')}</Typography>}
        <MuiList dense>
          {data.map((appointment) => (
            <ListItemButton key={appointment.id} component={Link} to={adminPath('/appointments')}>
              <ListItemText
                primary={`${appointment.full_name} — ${labelOf(appointmentServices, appointment.service)}`}
                secondary={`${formatLongDay(appointment.date)} à ${formatTime(appointment.time)} · ${labelOf(appointmentStatuses, appointment.status)}`}
              />
            </ListItemButton>
          ))}
        </MuiList>
      </CardContent>
    </Card>
  );
}
