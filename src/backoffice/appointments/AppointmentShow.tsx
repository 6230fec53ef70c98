import { Stack } from '@mui/material';
import { DeleteButton, EditButton, FunctionField, Labeled, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { interventionPlaces } from '../../shared/config/supportOptions';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { ContactLink } from '../common/ContactLink';
import { DateTimeField } from '../common/DateTimeField';
import { StatusChip } from '../common/StatusChip';
import { AppointmentLastChange } from './AppointmentLastChange';
import { AppointmentStatusButtons } from './AppointmentStatusButtons';
import { AppointmentTitle } from './AppointmentTitle';
import { clientEmail, clientName, type AppointmentClient } from './appointmentClient';
import type { Tables } from '../../shared/supabase/database.types';

type AppointmentRecord = AppointmentClient & Pick<Tables<'appointments'>, 'service' | 'date' | 'time' | 'phone' | 'place' | 'place_address'>;

/** Where an intervention booked from a support request happens; a visitor's booking says nothing of it. */
const placeOf = (appointment: AppointmentRecord) =>
  appointment.place ? [labelOf(interventionPlaces, appointment.place), appointment.place_address].filter(Boolean).join(', ') : '—';

const AppointmentShowActions = () => (
  <TopToolbar>
    <AppointmentStatusButtons />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

/** A booking in full: who, how to reach them (the address writes to them, the phone calls them), when, what for, and their notes. */
export function AppointmentShow() {
  return (
    <Show actions={<AppointmentShowActions />} title={<AppointmentTitle />} queryOptions={{ meta: { columns: ['*', 'profiles(full_name,email)'] } }}>
      <SimpleShowLayout>
        <FunctionField source="full_name" render={clientName} />
        <FunctionField source="email" render={(appointment: AppointmentRecord) => <ContactLink kind="email" value={clientEmail(appointment)} />} />
        <FunctionField source="phone" render={(appointment: AppointmentRecord) => <ContactLink kind="phone" value={appointment.phone} />} />
        <FunctionField source="service" render={(appointment: AppointmentRecord) => labelOf(appointmentServices, appointment.service)} />
        <FunctionField source="date" render={(appointment: AppointmentRecord) => formatLongDay(appointment.date)} />
        <FunctionField source="time" render={(appointment: AppointmentRecord) => formatTime(appointment.time)} />
        <FunctionField source="place" render={placeOf} />
        <Labeled source="status">
          <Stack spacing={0.5} alignItems="flex-start">
            <StatusChip options={appointmentStatuses} />
            <AppointmentLastChange />
          </Stack>
        </Labeled>
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <ReferenceField source="profile_id" reference="profiles" link={false} emptyText="—" />
        <DateTimeField source="created_at" />
        <DateTimeField source="updated_at" />
      </SimpleShowLayout>
    </Show>
  );
}
