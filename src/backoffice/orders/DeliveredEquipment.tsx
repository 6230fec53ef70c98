import { Box, Button, Divider, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCreatePath, useGetList, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

type Unit = Pick<Tables<'equipment'>, 'id' | 'name' | 'serial_number'>;

/** One delivered unit and its serial number, saved on its own (the database refuses one another item has). */
function SerialNumberRow({ unit, label }: { unit: Unit; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const [update, { isPending }] = useUpdate<Unit>();
  const [serial, setSerial] = useState(unit.serial_number ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldId = `serial-${unit.id}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    void update(
      'equipment',
      { id: unit.id, data: { serial_number: serial.trim() === '' ? null : serial }, previousData: unit },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          setSerial(saved.serial_number ?? '');
          notify('backoffice.support.delivered_equipment.saved', { type: 'success' });
        },
        onError: (error) => setRefusal(error instanceof Error ? error.message : String(error)),
      },
    );
  };

  return (
    <Stack component="form" onSubmit={save} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
      <TextField
        id={fieldId}
        size="small"
        label={label}
        value={serial}
        onChange={(event) => setSerial(event.target.value)}
        error={refusal !== null}
        helperText={refusal ?? ' '}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 40 }}>
        <Button type="submit" variant="outlined" size="small" disabled={isPending}>
          {translate('backoffice.support.delivered_equipment.save')}
        </Button>
        <MuiLink component={Link} to={createPath({ resource: 'equipment', type: 'edit', id: unit.id })} aria-describedby={fieldId}>
          {translate('backoffice.support.delivered_equipment.open')}
        </MuiLink>
      </Stack>
    </Stack>
  );
}

/**
 * On a delivered order's page (issue 52): the equipment items the delivery gave its customer, one per unit, each
 * with its serial number typed here as the units are handed over.
 */
export function DeliveredEquipment() {
  const order = useRecordContext<Pick<Tables<'orders'>, 'id' | 'status'>>();
  const translate = useTranslate();
  const delivered = order?.status === 'delivered';
  const { data: units = [], isPending } = useGetList<Unit>(
    'equipment',
    { filter: { order_id: order?.id }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 200 } },
    { enabled: delivered },
  );
  if (!order || !delivered || isPending) return null;
  const ordered = [...units].sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id.localeCompare(b.id));
  const countOf = (name: string) => ordered.filter((unit) => unit.name === name).length;
  const indexOf = (unit: Unit) => ordered.filter((other) => other.name === unit.name).indexOf(unit) + 1;

  return (
    <Box component="section" aria-labelledby="delivered-equipment-title" sx={{ px: 2, pb: { xs: 10, sm: 2 } }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="delivered-equipment-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('backoffice.support.delivered_equipment.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(ordered.length ? 'backoffice.support.delivered_equipment.intro' : 'backoffice.support.delivered_equipment.none')}
      </Typography>
      <Stack spacing={1}>
        {ordered.map((unit) => (
          <SerialNumberRow
            key={unit.id}
            unit={unit}
            label={translate('backoffice.support.delivered_equipment.unit', { name: unit.name, index: indexOf(unit), count: countOf(unit.name) })}
          />
        ))}
      </Stack>
    </Box>
  );
}
