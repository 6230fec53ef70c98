import { Typography } from '@mui/material';
import { DateInput, Edit, FunctionField, Labeled, SimpleForm, TextInput, required, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { appointmentServices, labelOf } from '../../shared/config/options';
import { AppointmentTimeInput } from './AppointmentTimeInput';
import { AppointmentTitle } from './AppointmentTitle';
import { clientName, type AppointmentClient } from './appointmentClient';
import type { Tables } from '../../shared/supabase/database.types';

type AppointmentRecord = AppointmentClient & RaRecord & Pick<Tables<'appointments'>, 'service' | 'status' | 'date' | 'time' | 'phone'>;

/** The form shows `HH:MM`; an unchanged start is sent back as stored, so it is not taken for a move. */
function keepUnchangedTime(data: Partial<AppointmentRecord>, options?: { previousData?: Partial<AppointmentRecord> }) {
  const before = options?.previousData;
  if (before?.time && data.time && data.time.slice(0, 5) === before.time.slice(0, 5)) return { ...data, time: before.time };
  return data;
}

/** A pending or confirmed appointment can move; a finished or cancelled one keeps its slot (the database says so too). */
function AppointmentEditForm() {
  const record = useRecordContext<AppointmentRecord>();
  const translate = useTranslate();
  const movable = record?.status === 'pending' || record?.status === 'confirmed';
  return (
    <SimpleForm>
      <Labeled source="full_name">
        <FunctionField render={(appointment: AppointmentRecord) => `${clientName(appointment)}${appointment.phone ? ` · ${appointment.phone}` : ''}`} />
      </Labeled>
      <Labeled source="service">
        <FunctionField render={(appointment: AppointmentRecord) => labelOf(appointmentServices, appointment.service)} />
      </Labeled>
      <Typography variant="body2" color="text.secondary">
        {translate(movable ? 'backoffice.appointment_edit.intro' : 'backoffice.appointment_edit.closed')}
      </Typography>
      <DateInput source="date" validate={required()} disabled={!movable} />
      <AppointmentTimeInput disabled={!movable} />
      <TextInput source="notes" multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}

/** Date, time and notes of a booking; the slot rules are the database's (the same path as « Déplacer »). */
export function AppointmentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" title={<AppointmentTitle />} transform={keepUnchangedTime}>
      <AppointmentEditForm />
    </Edit>
  );
}
