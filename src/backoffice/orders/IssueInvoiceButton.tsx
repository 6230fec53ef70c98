import ReceiptIcon from '@mui/icons-material/Receipt';
import { useState } from 'react';
import { Confirm, Link, useCreatePath, useDataProvider, useGetList, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import type { DocumentDataProvider } from '../data/documentRpcs';
import type { Tables } from '../../shared/supabase/database.types';

type OrderRow = Pick<Tables<'orders'>, 'id' | 'number' | 'status'>;

/**
 * « Émettre la facture » on a confirmed or delivered order not invoiced yet (or whose invoice was
 * wholly cancelled by credit notes); otherwise the link to its invoice. The database numbers it.
 */
export function IssueInvoiceButton() {
  const order = useRecordContext<OrderRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const invoices = useGetList<{ id: string; number: string; status: string }>(
    'invoices',
    { filter: { order_id: order?.id }, sort: { field: 'issued_at', order: 'DESC' }, pagination: { page: 1, perPage: 10 } },
    { enabled: Boolean(order?.id) },
  );
  if (!order || invoices.isPending) return null;
  const current = invoices.data?.find((invoice) => invoice.status !== 'cancelled');
  if (current) {
    return (
      <Link to={createPath({ resource: 'invoices', id: current.id, type: 'show' })}>
        {translate('backoffice.invoices.open_invoice', { number: current.number })}
      </Link>
    );
  }
  if (order.status !== 'confirmed' && order.status !== 'delivered') return null;

  const issue = async () => {
    setBusy(true);
    try {
      const invoice = await dataProvider.issueInvoice(order.id);
      notify('backoffice.invoices.issued', { type: 'success', messageArgs: { number: invoice.number } });
      redirect('show', 'invoices', invoice.id);
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <ActionButton label="backoffice.invoices.issue" variant="contained" startIcon={<ReceiptIcon />} disabled={busy} onClick={() => setConfirming(true)} />
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="backoffice.invoices.issue_title"
        content="backoffice.invoices.issue_content"
        translateOptions={{ number: String(order.number) }}
        confirm="backoffice.invoices.issue"
        onConfirm={issue}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
