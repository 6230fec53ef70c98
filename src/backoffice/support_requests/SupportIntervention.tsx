import EventIcon from '@mui/icons-material/Event';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreatePath, useGetOne, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Link } from 'react-router';
import type { Tables } from '../../shared/supabase/database.types';
import { ActionButton } from '../common/ActionButton';
import { BookInterventionDialog } from './BookInterventionDialog';
import { interventionSummary, type Intervention } from './interventionSummary';

const stillOpen = (appointment: Intervention | undefined) => appointment?.status === 'pending' || appointment?.status === 'confirmed';

/**
 * The request's intervention (its appointment, with place and status) and « Planifier une intervention » while the
 * request is open and has none to come (a cancelled or finished one may be followed by another).
 */
export function SupportIntervention(_props: { label?: string }) {
  const request = useRecordContext<Pick<Tables<'support_requests'>, 'id' | 'status' | 'appointment_id'>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const [open, setOpen] = useState(false);
  const appointmentId = request?.appointment_id ?? '';
  const { data: appointment, isPending } = useGetOne<Intervention>('appointments', { id: appointmentId }, { enabled: Boolean(appointmentId) });
  if (!request) return null;
  const mayBook = request.status !== 'closed' && (!appointmentId || (!isPending && !stillOpen(appointment)));

  return (
    <Stack spacing={1} alignItems="flex-start">
      {appointment ? (
        <MuiLink component={Link} to={createPath({ resource: 'appointments', type: 'show', id: appointment.id })}>
          {interventionSummary(appointment)}
        </MuiLink>
      ) : (
        <Typography variant="body2">—</Typography>
      )}
      {mayBook ? (
        <>
          <ActionButton label="backoffice.support.intervention.book" variant="outlined" startIcon={<EventIcon />} onClick={() => setOpen(true)} />
          <BookInterventionDialog
            key={String(open)}
            requestId={request.id}
            open={open}
            onClose={() => setOpen(false)}
            onBooked={() => {
              setOpen(false);
              notify('backoffice.support.intervention.booked', { type: 'success' });
              refresh();
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
