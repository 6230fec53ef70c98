import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { fetchAvailableSlotsWith } from '../../shared/booking/availableSlots';
import { useRemote } from '../../shared/data/useRemote';
import { formatTime } from '../../shared/format/dates';
import { supabase } from '../supabaseClient';
import type { Tables } from '../../shared/supabase/database.types';

type MovableRecord = Pick<Tables<'appointments'>, 'id' | 'status' | 'date' | 'time'>;

/**
 * « Déplacer »: another free slot of any day (available_slots), written with the table's own rules
 * (the database refuses a closed, past or taken slot); the customer gets the « déplacé » mail with
 * the updated invite (private.notify_appointment_status).
 */
export function AppointmentMoveButton(_props: { label?: string }) {
  const record = useRecordContext<MovableRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const slots = useRemote(`${open}#${date}`, () => (open && date ? fetchAvailableSlotsWith(supabase, date) : Promise.resolve([])));
  if (!record || (record.status !== 'pending' && record.status !== 'confirmed')) return null;

  const submit = () =>
    update(
      'appointments',
      { id: record.id, data: { date, time }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('backoffice.notifications.appointment_moved', { type: 'success' });
        },
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );

  const freeSlots = slots.status === 'ready' ? slots.value : [];
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('backoffice.actions.move_appointment')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`move-${record.id}`}>
        <DialogTitle id={`move-${record.id}`}>{translate('backoffice.appointment_move.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="date"
              label={translate('backoffice.appointment_move.date')}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setTime('');
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label={translate('backoffice.appointment_move.time')}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              disabled={!date || freeSlots.length === 0}
              helperText={date && slots.status === 'ready' && freeSlots.length === 0 ? translate('backoffice.appointment_move.no_slot') : ' '}
            >
              {freeSlots.map((slot) => (
                <MenuItem key={slot} value={slot}>
                  {formatTime(slot)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('backoffice.appointment_move.cancel')}</Button>
          <Button variant="contained" disabled={!date || !time || isPending} onClick={() => void submit()}>
            {translate('backoffice.appointment_move.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </span>
  );
}
