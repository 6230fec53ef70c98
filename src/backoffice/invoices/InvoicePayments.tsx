import { DataTable, DateField, DeleteButton, ReferenceManyField, useNotify, useRefresh, useTranslate } from 'react-admin';
import { labelOf, paymentMethods } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import type { Tables } from '../../shared/supabase/database.types';

type PaymentRow = Pick<Tables<'payments'>, 'amount' | 'method'>;

/** The payments received; a mistaken entry is deleted (never changed) and the balance follows. */
export function InvoicePayments() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // The invoice's paid amount, balance and status are recomputed by the database: read them again.
  const removed = () => {
    notify('backoffice.invoices.payment_removed', { type: 'success' });
    refresh();
  };
  return (
    <ReferenceManyField reference="payments" target="invoice_id" sort={{ field: 'paid_on', order: 'ASC' }} perPage={100}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<p>{translate('backoffice.invoices.no_payments')}</p>}>
        <DataTable.Col source="paid_on" field={DateField} />
        <DataTable.Col source="amount" align="right" render={(row: PaymentRow) => formatFcfa(row.amount)} />
        <DataTable.Col source="method" render={(row: PaymentRow) => labelOf(paymentMethods, row.method)} />
        <DataTable.Col source="reference" />
        <DataTable.Col disableSort label="backoffice.actions.title">
          <DeleteButton mutationMode="pessimistic" redirect={false} label="backoffice.invoices.remove_payment" mutationOptions={{ onSuccess: removed }} />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}
