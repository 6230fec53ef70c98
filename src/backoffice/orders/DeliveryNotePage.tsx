import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { Link, useGetList, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { adminPath } from '../common/adminPath';
import { DeliveryNote, type DeliveryNoteCompany } from './DeliveryNote';
import type { OrderItemRow, OrderWithCustomer } from './orderDocuments';

/**
 * /admin/orders/:id/delivery-note: the « bon de livraison » to print and hand over with the goods. A page of
 * its own without the menu, so the browser prints only the note (the buttons are hidden on paper).
 */
export function DeliveryNotePage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const order = useGetOne<OrderWithCustomer>('orders', { id, meta: { columns: ['*', 'profiles(full_name,email,phone)'] } });
  const items = useGetList<OrderItemRow>('order_items', {
    filter: { order_id: id },
    sort: { field: 'position', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  const settings = useGetOne<DeliveryNoteCompany & { id: number }>('site_settings', { id: 1 });

  const failed = order.error || items.error || settings.error;
  const ready = order.data && items.data && settings.data;
  return (
    <Box sx={{ maxWidth: '210mm', mx: 'auto', p: { xs: 2, sm: 4 }, bgcolor: 'background.paper', color: 'text.primary', '@media print': { p: 0, maxWidth: 'none' } }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 3, '@media print': { display: 'none' } }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!ready}>
          {translate('backoffice.delivery_note.print')}
        </Button>
        <Button component={Link} to={adminPath(`/orders/${encodeURIComponent(id)}`)} variant="outlined">
          {translate('backoffice.delivery_note.back')}
        </Button>
      </Stack>
      {failed ? (
        <Alert severity="error">{translate('backoffice.delivery_note.failed')}</Alert>
      ) : ready ? (
        <DeliveryNote order={order.data!} items={items.data!} company={settings.data!} />
      ) : (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} />
          <span>{translate('ra.page.loading')}</span>
        </Stack>
      )}
    </Box>
  );
}
