import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { appointmentActions, type StatusAction } from './appointmentTransitions';
import type { Tables } from '../../shared/supabase/database.types';

type AppointmentRecord = Pick<Tables<'appointments'>, 'id' | 'status' | 'date' | 'time' | 'full_name'>;

/**
 * The status moves allowed from the record's current status (and time), as buttons. After a move the
 * page reads the record again, so the status shown and the buttons offered are the new ones at once.
 */
export function AppointmentStatusButtons(_props: { label?: string }) {
  const record = useRecordContext<AppointmentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [reason, setReason] = useState('');
  if (!record) return null;
  const closeDialog = () => {
    setAsking(null);
    setReason('');
  };

  // A cancellation carries the reason staff typed, if any (stored, and written in the customer's mail).
  const move = (action: StatusAction) =>
    update(
      'appointments',
      { id: record.id, data: action.to === 'cancelled' && reason.trim() ? { status: action.to, cancellation_reason: reason.trim() } : { status: action.to }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(null);
          notify(action.notice, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setAsking(null);
          notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
        },
      },
    );

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {appointmentActions(record).map((action) => (
        <Button
          key={action.to}
          size="small"
          variant={action.to === 'cancelled' ? 'outlined' : 'contained'}
          color={action.to === 'cancelled' ? 'error' : 'primary'}
          disabled={isPending}
          onClick={() => (action.confirm ? setAsking(action) : move(action))}
        >
          {translate(action.label)}
        </Button>
      ))}
      <Dialog open={asking !== null} onClose={closeDialog} fullWidth maxWidth="sm" aria-labelledby="appointment-cancel-title">
        <DialogTitle id="appointment-cancel-title">{translate('backoffice.appointment_cancel.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('backoffice.appointment_cancel.content', {
              name: record.full_name ?? '',
              date: record.date ? formatLongDay(record.date) : '',
              time: record.time ? formatTime(record.time) : '',
            })}
          </DialogContentText>
          <TextField
            label={translate('backoffice.appointment_cancel.reason')}
            helperText={translate('backoffice.appointment_cancel.reason_hint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            multiline
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDialog} disabled={isPending}>
            {translate('backoffice.appointment_cancel.keep')}
          </Button>
          <Button variant="contained" color="error" onClick={() => asking && move(asking)} disabled={isPending}>
            {translate('backoffice.appointment_cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
