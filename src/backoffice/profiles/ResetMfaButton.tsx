import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useNotify, useRecordContext } from 'react-admin';
import { businessRefusalMessage } from '../../shared/errors/businessRefusal';
import { supabase } from '../supabaseClient';
import type { Tables } from '../../shared/supabase/database.types';

/**
 * Removes another administrator's second factor when they lost their phone (public.reset_admin_mfa:
 * the database refuses one's own, records the reset and e-mails the person). Never on one's own row.
 */
export function ResetMfaButton() {
  const record = useRecordContext<Pick<Tables<'profiles'>, 'id' | 'role' | 'full_name' | 'email'>>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.role !== 'admin' || identity?.id === undefined || String(identity.id) === record.id) return null;

  async function reset() {
    setConfirming(false);
    setBusy(true);
    const { error } = await supabase.rpc('reset_admin_mfa', { target_id: record!.id });
    setBusy(false);
    // The database's own refusal (not an administrator, nothing to reset) as written, anything else generic.
    if (error) notify(businessRefusalMessage(error) ?? 'backoffice.notifications.failed', { type: 'error' });
    else notify('backoffice.security.reset_done', { type: 'success' });
  }

  return (
    <>
      <Button
        label="backoffice.security.reset"
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
      >
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        title="backoffice.security.reset_title"
        content="backoffice.security.reset_content"
        translateOptions={{ name: record.full_name || record.email || '' }}
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
