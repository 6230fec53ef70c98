import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import RemoveIcon from '@mui/icons-material/PersonRemove';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { nextRole } from './roleToggle';
import type { Tables } from '../../shared/supabase/database.types';

/**
 * Make or unmake administrator, after a confirmation that says what it grants
 * (one click next to a row was too easy to make by mistake); never shown on one's own row.
 */
export function AdminRoleButton(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'profiles'>, 'id' | 'role' | 'full_name' | 'email'>>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  const role = nextRole(record, identity?.id === undefined ? undefined : String(identity.id));
  if (!role) return null;
  const name = record.full_name || record.email || '';
  const change = () =>
    update(
      'profiles',
      { id: record.id, data: { role }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('backoffice.notifications.role_changed', { type: 'success' }),
        onError: () => notify('backoffice.notifications.failed', { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Button
        label={role === 'admin' ? 'backoffice.actions.make_admin' : 'backoffice.actions.remove_admin'}
        disabled={isPending}
        onClick={(event) => {
          // The row itself is a link: the click is the button's alone.
          event.stopPropagation();
          setConfirming(true);
        }}
      >
        {role === 'admin' ? <AdminIcon /> : <RemoveIcon />}
      </Button>
      {/* React sends the dialog's clicks up its component tree, through the row that opens the profile: stop them here. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Confirm
          isOpen={confirming}
          loading={isPending}
          title={role === 'admin' ? 'backoffice.role_confirm.make_admin_title' : 'backoffice.role_confirm.remove_admin_title'}
          content={role === 'admin' ? 'backoffice.role_confirm.make_admin_content' : 'backoffice.role_confirm.remove_admin_content'}
          translateOptions={{ name }}
          onConfirm={change}
          onClose={() => setConfirming(false)}
        />
      </span>
    </>
  );
}
