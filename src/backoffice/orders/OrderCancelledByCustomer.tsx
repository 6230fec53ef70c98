import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../shared/format/dates';
import type { Tables } from '../../shared/supabase/database.types';

/** « Annulée par le client le … » when the customer cancelled the order from their portal. */
export function OrderCancelledByCustomer(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'orders'>, 'cancelled_by_customer_at'>>();
  const translate = useTranslate();
  if (!record?.cancelled_by_customer_at) return null;
  return (
    <Typography variant="body2" color="warning.dark">
      {translate('backoffice.orders.cancelled_by_customer', { when: formatDateTime(record.cancelled_by_customer_at) })}
    </Typography>
  );
}
