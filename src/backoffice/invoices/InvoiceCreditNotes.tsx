import { DataTable, DateField, ReferenceManyField, useTranslate } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import type { Tables } from '../../shared/supabase/database.types';

type CreditNoteRow = Pick<Tables<'credit_notes'>, 'total_ttc'>;

/** The credit notes (avoirs) issued against the invoice. */
export function InvoiceCreditNotes() {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="credit_notes" target="invoice_id" sort={{ field: 'issued_at', order: 'ASC' }} perPage={100}>
      <DataTable bulkActionButtons={false} rowClick="show" empty={<p>{translate('backoffice.invoices.no_credit_notes')}</p>}>
        <DataTable.Col source="number" />
        <DataTable.Col source="issued_at" field={DateField} />
        <DataTable.Col source="reason" />
        <DataTable.Col source="total_ttc" align="right" render={(row: CreditNoteRow) => formatFcfa(row.total_ttc)} />
      </DataTable>
    </ReferenceManyField>
  );
}
