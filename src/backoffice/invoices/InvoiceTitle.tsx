import { useRecordContext, useTranslate } from 'react-admin';

/** « Facture FAC-2026-0001 ». */
export function InvoiceTitle() {
  const invoice = useRecordContext<{ number: string }>();
  const translate = useTranslate();
  return <span>{invoice ? translate('backoffice.invoices.title', { number: invoice.number }) : ''}</span>;
}
