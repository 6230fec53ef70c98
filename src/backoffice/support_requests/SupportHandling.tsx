import { MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { labelOf } from '../../shared/config/options';
import { supportStatusesForStaff, supportUrgencies } from '../../shared/config/supportOptions';

interface HandledRequest {
  id: string;
  status: string;
  urgency: string;
  assigned_to: string | null;
}

/** Who handles the request, how urgent it is and where it stands: each change saved at once (the database checks it). */
export function SupportHandling() {
  const record = useRecordContext<HandledRequest>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const { data: staff = [] } = useGetList<{ id: string; full_name: string | null; email: string | null }>('profiles', {
    filter: { role: 'admin' },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'full_name', order: 'ASC' },
  });
  if (!record) return null;
  const change = (field: keyof HandledRequest, value: string | null) =>
    update(
      'support_requests',
      { id: record.id, data: { [field]: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('backoffice.support.saved', { type: 'info' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  const field = (source: string) => translate(`resources.support_requests.fields.${source}`);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
      <MuiTextField select size="small" label={field('status')} value={record.status} disabled={isPending} onChange={(event) => void change('status', event.target.value)} sx={{ minWidth: 200 }}>
        {supportStatusesForStaff.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField select size="small" label={field('urgency')} value={record.urgency} disabled={isPending} onChange={(event) => void change('urgency', event.target.value)} sx={{ minWidth: 160 }}>
        {supportUrgencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {labelOf(supportUrgencies, option.value)}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField select size="small" label={field('assigned_to')} value={record.assigned_to ?? ''} disabled={isPending} onChange={(event) => void change('assigned_to', event.target.value || null)} sx={{ minWidth: 220 }}>
        <MenuItem value="">{translate('backoffice.support.unassigned')}</MenuItem>
        {staff.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.full_name || member.email}
          </MenuItem>
        ))}
      </MuiTextField>
    </Stack>
  );
}
