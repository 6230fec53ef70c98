import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../shared/format/dates';

/** « Annulée par le client le … » when the customer cancelled the order from their portal. */
export function OrderCancelledByCustomer(_props: { label?: string }) {
  const record = useRecordContext<{ cancelled_by_customer_at: string | null }>();
  const translate = useTranslate();
  if (!record?.cancelled_by_customer_at) return null;
  return (
    <Typography variant="body2" color="warning.dark">
      {translate('backoffice.orders.cancelled_by_customer', { when: formatDateTime(record.cancelled_by_customer_at) })}
    </Typography>
  );
}
