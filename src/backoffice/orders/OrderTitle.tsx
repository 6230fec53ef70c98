import { useRecordContext, useTranslate } from 'react-admin';

/** « Commande n° 1024 ». */
export function OrderTitle() {
  const record = useRecordContext<{ number: number }>();
  const translate = useTranslate();
  return <span>{record ? translate('backoffice.orders.number', { number: record.number }) : ''}</span>;
}
