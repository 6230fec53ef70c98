import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { fetchAvailableSlotsWith } from '../../shared/booking/availableSlots';
import { interventionPlaces, type InterventionPlace } from '../../shared/config/supportOptions';
import { useRemote } from '../../shared/data/useRemote';
import { readFieldRefusal } from '../../shared/errors/fieldError';
import { formatTime } from '../../shared/format/dates';
import { supabase } from '../supabaseClient';
import type { SupportMethods } from '../data/supportRpcs';

interface Refusal {
  field?: string;
  message: string;
}

/** The database's refusal, on its field when it names one (date, time, address), else above the buttons. */
function refusalOf(error: unknown): Refusal {
  const message = error instanceof Error ? error.message : String(error);
  const body = (error as { body?: { hint?: string | null } } | null)?.body;
  const onField = readFieldRefusal({ hint: body?.hint, message });
  return onField ? { field: onField.field, message } : { message };
}

/**
 * The intervention's place, address, day, free slot and a remark for the customer; sent in one call that books
 * the customer's appointment under the appointment rules and ties it to the request (decision 075).
 */
export function BookInterventionDialog({ requestId, open, onClose, onBooked }: { requestId: string; open: boolean; onClose(): void; onBooked(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider() as unknown as SupportMethods;
  const titleId = useId();
  const [place, setPlace] = useState<InterventionPlace>('shop');
  const [address, setAddress] = useState('');
  const [day, setDay] = useState('');
  const [start, setStart] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const slots = useRemote(`${open}#${day}`, () => (open && day ? fetchAvailableSlotsWith(supabase, day) : Promise.resolve([])));
  const freeSlots = slots.status === 'ready' ? slots.value : [];
  const text = (key: string) => translate(`backoffice.support.intervention.${key}`);
  const fieldError = (field: string) => (refusal?.field === field ? refusal.message : undefined);

  const book = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await dataProvider.bookSupportIntervention({ requestId, day, start, place, address: place === 'on_site' ? address : undefined, notes });
      onBooked();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const slotHelp = !day ? text('pick_day') : slots.status === 'failed' ? text('slots_failed') : slots.status === 'ready' && freeSlots.length === 0 ? text('no_slot') : ' ';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id={`${titleId}-place`}>{text('place')}</FormLabel>
            <RadioGroup row aria-labelledby={`${titleId}-place`} value={place} onChange={(event) => setPlace(event.target.value as InterventionPlace)}>
              {interventionPlaces.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
              ))}
            </RadioGroup>
          </FormControl>
          {place === 'on_site' ? (
            <TextField
              label={text('address')}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              multiline
              minRows={2}
              required
              error={Boolean(fieldError('address'))}
              helperText={fieldError('address') ?? text('address_help')}
            />
          ) : null}
          <TextField
            type="date"
            label={text('day')}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setStart('');
            }}
            required
            error={Boolean(fieldError('date'))}
            helperText={fieldError('date') ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={text('start')}
            value={start}
            onChange={(event) => setStart(event.target.value)}
            disabled={!day || freeSlots.length === 0}
            required
            error={Boolean(fieldError('time'))}
            helperText={fieldError('time') ?? slotHelp}
          >
            {freeSlots.map((slot) => (
              <MenuItem key={slot} value={slot}>
                {formatTime(slot)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={text('notes')} value={notes} onChange={(event) => setNotes(event.target.value)} multiline minRows={2} helperText={text('notes_help')} />
          {refusal && !refusal.field ? <Alert severity="error">{refusal.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || !day || !start || (place === 'on_site' && address.trim() === '')} onClick={() => void book()}>
          {text('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
