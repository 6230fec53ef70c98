import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { supportUrgencies, type SupportUrgency } from '../../shared/config/supportOptions';
import type { Tables } from '../../shared/supabase/database.types';
import { ActionButton } from '../common/ActionButton';
import type { SupportMethods } from '../data/supportRpcs';

/**
 * « Transformer en demande d'assistance » (issue 52): the database opens the request for the account
 * with the message's address, then staff land on it. No account has that address: its French refusal.
 */
export function TurnIntoSupportRequest() {
  const message = useRecordContext<Pick<Tables<'contact_messages'>, 'id'>>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider() as unknown as SupportMethods;
  const [open, setOpen] = useState(false);
  const [urgency, setUrgency] = useState<SupportUrgency>('annoying');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!message) return null;

  const turn = async () => {
    setBusy(true);
    try {
      const request = await dataProvider.supportRequestFromMessage(message.id, urgency);
      notify('backoffice.support.opened_from_message', { type: 'success', messageArgs: { number: request.number } });
      redirect('show', 'support_requests', request.id);
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <ActionButton label="backoffice.support.turn_into_request" startIcon={<SupportAgentIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('backoffice.support.turn_into_request')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('resources.support_requests.fields.urgency')}
            value={urgency}
            onChange={(event) => setUrgency(event.target.value as SupportUrgency)}
          >
            {supportUrgencies.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={turn}>
            {translate('backoffice.support.open_request')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
