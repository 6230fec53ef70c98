import { useRecordContext, useTranslate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

/** « Facture FAC-2026-0001 ». */
export function InvoiceTitle() {
  const invoice = useRecordContext<Pick<Tables<'invoices'>, 'number'>>();
  const translate = useTranslate();
  return <span>{invoice ? translate('backoffice.invoices.title', { number: invoice.number }) : ''}</span>;
}
