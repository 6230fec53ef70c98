import { Button, Stack } from '@mui/material';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { appointmentActions, type StatusAction } from './appointmentTransitions';

interface AppointmentRecord {
  id: string;
  status: string;
  date: string;
  time: string;
}

/** The status moves allowed from the record's current status (and time), as buttons. */
export function AppointmentStatusButtons(_props: { label?: string }) {
  const record = useRecordContext<AppointmentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;

  const move = (action: StatusAction) =>
    update(
      'appointments',
      { id: record.id, data: { status: action.to }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(action.notice, { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
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
          onClick={() => move(action)}
        >
          {translate(action.label)}
        </Button>
      ))}
    </Stack>
  );
}
