import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, Stack } from '@mui/material';
import { Link, useDataProvider, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { adminPath } from '../common/adminPath';
import { PdfButton } from '../documents/PdfButton';
import { deliveryNotePath } from './deliveryNotePath';
import { invoicePdf, orderProForma, type OrderWithCustomer } from './orderDocuments';

/**
 * The order's papers: its pro forma (unless cancelled, as in the portal), its invoice once issued
 * (the one not wholly cancelled by credit notes), and the delivery note to print.
 */
export function OrderDocuments() {
  const order = useRecordContext<OrderWithCustomer>();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const invoices = useGetList<{ id: string; number: string; status: string }>(
    'invoices',
    { filter: { order_id: order?.id }, sort: { field: 'issued_at', order: 'DESC' }, pagination: { page: 1, perPage: 10 } },
    { enabled: Boolean(order?.id) },
  );
  if (!order) return null;
  const invoice = invoices.data?.find((candidate) => candidate.status !== 'cancelled');
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {order.status !== 'cancelled' ? (
        <PdfButton label="backoffice.orders.pro_forma" filename={`facture-pro-forma-${order.number}.pdf`} data={() => orderProForma(dataProvider, order)} />
      ) : null}
      {invoice ? (
        <PdfButton label="backoffice.orders.invoice_pdf" filename={`facture-${invoice.number}.pdf`} data={() => invoicePdf(dataProvider, invoice.id)} />
      ) : null}
      <Button component={Link} to={adminPath(deliveryNotePath(order.id))} size="small" variant="outlined" startIcon={<LocalShippingIcon />}>
        {translate('backoffice.orders.delivery_note')}
      </Button>
    </Stack>
  );
}
