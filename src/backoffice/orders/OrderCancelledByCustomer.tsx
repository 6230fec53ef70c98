import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const when = (timestamp: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Ouagadougou' }).format(new Date(timestamp));

/** « Annulée par le client le … » when the customer cancelled the order from their portal. */
export function OrderCancelledByCustomer(_props: { label?: string }) {
  const record = useRecordContext<{ cancelled_by_customer_at: string | null }>();
  const translate = useTranslate();
  if (!record?.cancelled_by_customer_at) return null;
  return (
    <Typography variant="body2" color="warning.main">
      {translate('backoffice.orders.cancelled_by_customer', { when: when(record.cancelled_by_customer_at) })}
    </Typography>
  );
}
