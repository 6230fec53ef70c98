import { useRecordContext, useTranslate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

/** « Commande n° 1024 ». */
export function OrderTitle() {
  const record = useRecordContext<Pick<Tables<'orders'>, 'number'>>();
  const translate = useTranslate();
  return <span>{record ? translate('backoffice.orders.number', { number: record.number }) : ''}</span>;
}
