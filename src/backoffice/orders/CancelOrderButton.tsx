import CancelIcon from '@mui/icons-material/Cancel';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, maxLength, required, useDataProvider, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import type { DocumentDataProvider } from '../data/documentRpcs';
import type { Tables } from '../../shared/supabase/database.types';

type OrderRow = Pick<Tables<'orders'>, 'id' | 'number' | 'status'>;

/**
 * « Annuler la commande » while it is pending or confirmed. An invoiced order is cancelled with the
 * credit note that cancels the rest of its invoice, in the same dialog and the same transaction
 * (cancel_order_with_credit_note): the database refuses to leave an invoice due for a cancelled order.
 */
export function CancelOrderButton() {
  const order = useRecordContext<OrderRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The same query as « Émettre la facture »: one request for both.
  const invoices = useGetList<{ id: string; number: string; status: string }>(
    'invoices',
    { filter: { order_id: order?.id }, sort: { field: 'issued_at', order: 'DESC' }, pagination: { page: 1, perPage: 10 } },
    { enabled: Boolean(order?.id) },
  );
  if (!order || invoices.isPending || (order.status !== 'pending' && order.status !== 'confirmed')) return null;
  const live = invoices.data?.find((invoice) => invoice.status !== 'cancelled');

  const submit = async (values: { reason?: string }) => {
    setBusy(true);
    try {
      const cancelled = await dataProvider.cancelOrderWithCreditNote(order.id, live ? values.reason : undefined);
      notify(cancelled.credit_note ? 'backoffice.orders.cancelled_with_credit_note' : 'backoffice.orders.cancelled', {
        type: 'success',
        messageArgs: { number: cancelled.credit_note?.number ?? '' },
      });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const action = live ? 'backoffice.orders.cancel_with_credit_note' : 'backoffice.orders.cancel';
  return (
    <>
      <ActionButton label="backoffice.orders.cancel" variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="cancel-order-title">
        <DialogTitle id="cancel-order-title">{translate('backoffice.orders.cancel_title', { number: String(order.number) })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {live ? translate('backoffice.orders.cancel_invoiced', { invoice: live.number }) : translate('backoffice.orders.cancel_content')}
          </DialogContentText>
          <Form record={{ reason: live ? translate('backoffice.orders.cancel_reason_default') : '' }} onSubmit={(values: Record<string, unknown>) => submit(values)}>
            {live ? (
              <TextInput source="reason" label="backoffice.orders.cancel_reason" validate={[required(), maxLength(1000)]} multiline fullWidth />
            ) : null}
            <DialogActions sx={{ px: 0 }}>
              <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
              <SaveButton label={action} icon={<CancelIcon />} color="error" disabled={busy} alwaysEnable />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
