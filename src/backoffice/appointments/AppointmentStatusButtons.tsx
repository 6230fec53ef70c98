import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { appointmentActions, type StatusAction } from './appointmentTransitions';

interface AppointmentRecord {
  id: string;
  status: string;
  date: string;
  time: string;
  full_name?: string;
}

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
  if (!record) return null;

  const move = (action: StatusAction) =>
    update(
      'appointments',
      { id: record.id, data: { status: action.to }, previousData: record },
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
      <Confirm
        isOpen={asking !== null}
        loading={isPending}
        title="backoffice.appointment_cancel.title"
        content="backoffice.appointment_cancel.content"
        translateOptions={{ name: record.full_name ?? '', date: record.date ? formatLongDay(record.date) : '', time: record.time ? formatTime(record.time) : '' }}
        confirm="backoffice.appointment_cancel.confirm"
        cancel="backoffice.appointment_cancel.keep"
        onConfirm={() => asking && move(asking)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
