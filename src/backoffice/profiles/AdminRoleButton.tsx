import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import RemoveIcon from '@mui/icons-material/PersonRemove';
import { Button, useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { nextRole } from './roleToggle';

/** Make or unmake administrator; never shown on one's own row. */
export function AdminRoleButton(_props: { label?: string }) {
  const record = useRecordContext<{ id: string; role: string }>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const role = nextRole(record, identity?.id === undefined ? undefined : String(identity.id));
  if (!role) return null;
  return (
    <Button
      label={role === 'admin' ? 'backoffice.actions.make_admin' : 'backoffice.actions.remove_admin'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'profiles',
          { id: record.id, data: { role }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('backoffice.notifications.role_changed', { type: 'success' }),
            onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
          },
        );
      }}
    >
      {role === 'admin' ? <AdminIcon /> : <RemoveIcon />}
    </Button>
  );
}
